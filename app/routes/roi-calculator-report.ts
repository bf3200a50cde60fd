/**
 * GET /roi-calculator/report.pdf?<calculator inputs>&model=<version>: the ROI analysis as a PDF, made
 * on the server so the calculator page ships no PDF code. It is computed with the model version the
 * visitor's page computed with (`model`; the published one when absent), and an unknown version is
 * refused (roi-model-lookup.server.ts). Inputs are read like the page reads them (out-of-range values
 * pulled into that version's ranges), so every other link yields a report.
 */
import { servicesContext } from '../.server/infrastructure/context.ts';
import { roiModelOfRequest } from '../features/roi/roi-model-lookup.server.ts';
import { renderRoiReport } from '../features/roi/roi-report.server.ts';
import { ROI_REPORT_FILE_NAME, readRoiInputs } from '../lib/roi.ts';
import type { Route } from './+types/roi-calculator-report';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, database } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const found = await roiModelOfRequest(database, params);
  if (found.status === 'refused') {
    return new Response(found.message, {
      status: found.httpStatus,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  }
  const inputs = readRoiInputs(params, found.computedWith.model);
  const pdf = await renderRoiReport(inputs, { publicUrl: config.publicUrl, computedWith: found.computedWith });
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
