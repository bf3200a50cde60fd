import { describe, expect, it } from 'vitest';
import { type CsvRequest, reviewCommentsCsv } from '#app/features/review/review-comments-csv.ts';

const request = (changes: Partial<CsvRequest> = {}): CsvRequest => ({
  contactName: 'Dana Client',
  contactEmail: 'dana@client.example',
  comments: [],
  decisions: [],
  ...changes,
});

const comment = {
  targetLabel: 'Metric: 78% Touchless',
  body: 'Please say 77%, not 78%.',
  authorName: 'Dana',
  version: 1,
  createdAt: '2026-11-20T09:00:00.000Z',
  reply: 'Changed to 77%.',
  repliedByName: 'Erin Editor',
  repliedByEmail: 'erin@brightflow.example',
  repliedAt: '2026-11-20T10:00:00.000Z',
};

describe('reviewCommentsCsv', () => {
  it('writes a header, then every comment with its reply and every decision, oldest first', () => {
    const csv = reviewCommentsCsv([
      request({
        comments: [comment],
        decisions: [
          {
            decision: 'changes_requested',
            message: 'Fix the figure.',
            version: 1,
            reviewerName: 'Dana',
            createdAt: '2026-11-20T09:30:00.000Z',
          },
          {
            decision: 'approved',
            message: null,
            version: 2,
            reviewerName: 'Dana',
            createdAt: '2026-11-21T08:00:00.000Z',
          },
        ],
      }),
      request({
        contactName: 'Lee Gal',
        contactEmail: 'lee@client.example',
        comments: [
          {
            ...comment,
            body: 'Legal is fine.',
            createdAt: '2026-11-19T12:00:00.000Z',
            reply: null,
            repliedByName: null,
            repliedByEmail: null,
            repliedAt: null,
          },
        ],
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Kind","Contact","Contact e-mail","Version","About","By","Text","At (UTC)","Reply by","Reply","Replied at (UTC)"',
      '"Comment","Lee Gal","lee@client.example","1","Metric: 78% Touchless","Dana","Legal is fine.","2026-11-19T12:00:00.000Z","","",""',
      '"Comment","Dana Client","dana@client.example","1","Metric: 78% Touchless","Dana","Please say 77%, not 78%.","2026-11-20T09:00:00.000Z","Erin Editor","Changed to 77%.","2026-11-20T10:00:00.000Z"',
      '"Changes requested","Dana Client","dana@client.example","1","The whole study","Dana","Fix the figure.","2026-11-20T09:30:00.000Z","","",""',
      '"Approved","Dana Client","dana@client.example","2","The whole study","Dana","","2026-11-21T08:00:00.000Z","","",""',
      '',
    ]);
  });

  it('keeps what a reviewer typed as text: formulas defused, quotes doubled, line breaks inside the field', () => {
    const csv = reviewCommentsCsv([
      request({
        comments: [
          {
            ...comment,
            authorName: '=HYPERLINK("https://evil.example","x")',
            body: '+1 "great"\nsecond line',
            reply: '@SUM(A1)',
          },
        ],
      }),
    ]);
    const row = csv.split('\r\n')[1] ?? '';
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(row).toContain(`"'+1 ""great""\nsecond line"`);
    expect(row).toContain(`"'@SUM(A1)"`);
  });

  it('is the header alone for a record without comments', () => {
    expect(reviewCommentsCsv([request()]).split('\r\n')).toHaveLength(2);
  });
});
