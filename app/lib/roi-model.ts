/**
 * The ROI model's versions (issue 29; docs/decisions/roi-model.md): what the studio lists and
 * compares. Pure: the studio screen and the server share it.
 */
import { type Complexity, computeRoi, type RoiInputs, type RoiModel, type RoiResults } from './roi.ts';

export type RoiModelStatus = 'draft' | 'published' | 'archived';

export interface RoiModelVersion {
  version: number;
  model: RoiModel;
  /** A draft waits to be published; one version is published; an archived one was published before. */
  status: RoiModelStatus;
  /** When a draft publishes itself (ISO), or null. */
  publishAt: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  /** The version this one restored, when it was made by restoring one. */
  restoredFrom: number | null;
  createdBy: string;
  createdAt: string;
}

export interface RoiSample {
  label: string;
  inputs: RoiInputs;
}

/**
 * The three inputs a draft is compared on (low, medium, high): a small, a typical and a large
 * process, each at its own complexity. Fixed rather than the model's defaults, so a change of the
 * defaults does not move the yardstick; the department is the first of each model (it is in no formula).
 */
export function roiSamples(model: RoiModel): RoiSample[] {
  const department = model.departments[0] ?? '';
  const sample = (complexity: Complexity, processHours: number, hourlyRate: number, frequency: number) => ({
    complexity,
    processHours,
    hourlyRate,
    frequency,
    department,
    employees: 5,
  });
  return [
    { label: 'Low', inputs: sample('low', 5, 25, 10) },
    { label: 'Medium', inputs: sample('medium', 20, 35, 22) },
    { label: 'High', inputs: sample('high', 60, 75, 60) },
  ];
}

export interface RoiComparisonRow {
  label: string;
  inputs: RoiInputs;
  draft: RoiResults;
  /** Null when nothing is published (never on a working install: version 1 is). */
  published: RoiResults | null;
}

/** What a draft gives for the three samples beside what the published version gives for them. */
export function compareRoiModels(draft: RoiModel, published: RoiModel | null): RoiComparisonRow[] {
  return roiSamples(draft).map(({ label, inputs }) => ({
    label,
    inputs,
    draft: computeRoi(inputs, draft),
    published: published ? computeRoi(inputs, published) : null,
  }));
}
