import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { fixedWidthInstant } from '../../../lib/instant.ts';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes, inList } from './shared.ts';

/**
 * The ROI calculator's model as versions (issue 29; docs/decisions/roi-model.md). Every save is a new
 * row that is never changed again except for its status: a draft, the one published version, or an
 * archived one that was published before. A partial unique index makes "one published version" a
 * rule of the database, not of the code. Version 1 is SPEC 9's model, published, written here so a
 * fresh install (and every existing one) computes exactly what it did before. A lead records the
 * version its numbers came from.
 *
 * The model is written out rather than imported: a migration states the data of its time.
 */
const SPEC_9_MODEL = {
  complexities: {
    low: { savingsRate: 0.8, implementationWeeks: 4, productivityGain: 0.9 },
    medium: { savingsRate: 0.7, implementationWeeks: 8, productivityGain: 0.8 },
    high: { savingsRate: 0.6, implementationWeeks: 12, productivityGain: 0.7 },
  },
  costPerWeek: 2000,
  departments: [
    'Finance & Accounting',
    'Human Resources',
    'Customer Service',
    'IT & Operations',
    'Supply Chain',
    'Sales & Marketing',
  ],
  ranges: {
    processHours: { min: 1, max: 100 },
    hourlyRate: { min: 15, max: 100 },
    frequency: { min: 1, max: 100 },
    employees: { min: 1, max: 50 },
  },
  defaults: { processHours: 20, hourlyRate: 35, frequency: 22, complexity: 'medium', employees: 5 },
};

export function roiModels(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('roi_models')
        .addColumn('version', 'integer', (c) => c.primaryKey())
        .addColumn('model', t.json, (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('draft')
            .modifyEnd(inList('status', ['draft', 'published', 'archived'])),
        )
        .addColumn('publish_at', t.timestamp)
        .addColumn('published_at', t.timestamp)
        .addColumn('published_by', 'text')
        .addColumn('restored_from', 'integer')
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('roi_models_one_published')
        .on('roi_models')
        .column('status')
        .unique()
        .where(sql.ref('status'), '=', 'published')
        .execute();
      await db.schema
        .createIndex('roi_models_publish_at_idx')
        .on('roi_models')
        .columns(['status', 'publish_at'])
        .execute();

      const at = fixedWidthInstant(Date.now());
      await db
        .insertInto('roi_models')
        .values({
          version: 1,
          model: JSON.stringify(SPEC_9_MODEL),
          status: 'published',
          published_at: at,
          published_by: 'Site setup',
          created_by: 'Site setup',
          created_at: at,
        })
        .execute();

      await db.schema.alterTable('leads').addColumn('roi_model_version', 'integer').execute();
    },
  };
}
