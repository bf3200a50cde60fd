/**
 * The cost of one generated share image (issue 32): the template laid out by satori and rasterised
 * by sharp, in this process, after one warm-up (fonts and the layout engine load once per process).
 * Wall time and this process's CPU time (user + system: sharp's threads count too) per image.
 */
import { performance } from 'node:perf_hooks';
import { renderShareImage } from '#app/.server/share-images/render.ts';
import { caseStudyShareInput } from '#app/lib/share-image.ts';

export interface ShareImageCost {
  images: number;
  wallMsMedian: number;
  wallMsMax: number;
  cpuMsPerImage: number;
  bytesMedian: number;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

export async function measureShareImages(images = 10): Promise<ShareImageCost> {
  const input = (index: number) =>
    caseStudyShareInput(
      {
        title: `Touchless invoice processing in SAP for a manufacturer, round ${index}`,
        clientName: 'Halvorsen Components',
        clientIndustry: 'Manufacturing',
      },
      [{ value: `${70 + index}%`, label: 'of invoices post without a touch' }],
    );
  await renderShareImage(input(-1));
  const walls: number[] = [];
  const sizes: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < images; index++) {
    const started = performance.now();
    const png = await renderShareImage(input(index));
    walls.push(performance.now() - started);
    sizes.push(png.byteLength);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    images,
    wallMsMedian: round(median(walls)),
    wallMsMax: round(Math.max(...walls)),
    cpuMsPerImage: round((cpu.user + cpu.system) / 1000 / images),
    bytesMedian: median(sizes),
  };
}
