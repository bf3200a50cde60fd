/** The failures in the suites' JSON reports, a line each (scripts/test-all.ts prints them last). */
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** A failure's first line, short enough to read in a log's tail. */
const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? '')
    .trim()
    .split('\n')[0]
    ?.slice(0, 240) ?? '';

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

export function vitestFailures(report: VitestReport, root: string): string[] {
  return report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file that failed outside its tests (an import, a hook) names no test of its own.
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
}

export interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

export function playwrightFailures(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map(
          (test) =>
            `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(test.results.at(-1)?.error?.message)}`,
        ),
    ),
    ...playwrightFailures(suite.suites ?? [], suite.title.endsWith('.ts') ? [] : [...titles, suite.title]),
  ]);
}
