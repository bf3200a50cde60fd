/**
 * GET /roi-calculator/report.pdf?<calculator inputs>: the ROI analysis as a PDF, made on the server
 * so the calculator page ships no PDF code. Inputs are read like the page reads them (out-of-range
 * values pulled into range), so every link yields a report.
 */
import { servicesContext } from '../.server/infrastructure/context.ts';
import { renderRoiReport } from '../features/roi/roi-report.server.ts';
import { ROI_REPORT_FILE_NAME, readRoiInputs } from '../lib/roi.ts';
import type { Route } from './+types/roi-calculator-report';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const inputs = readRoiInputs(new URL(request.url).searchParams);
  const pdf = await renderRoiReport(inputs, { publicUrl: config.publicUrl });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${ROI_REPORT_FILE_NAME}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
