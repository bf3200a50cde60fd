/**
 * TEMPORARY (page-studio branch): a minimal stand-in with the interface of the block list editor
 * that the block-editor branch builds (this file is replaced by that one at merge). It lists the
 * page's blocks by type, moves and removes them, and shows each block's errors, so the page editor
 * works and can be tested until then.
 */
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { fieldId } from '../../case-studies/admin/fields.tsx';
import { BLOCK_COPY } from '../blocks/block-copy.ts';
import { BLOCK_TYPES, type BlockInput, type BlockType } from '../blocks/block-schemas.ts';

const nameOf = (type: unknown) =>
  BLOCK_TYPES.includes(type as BlockType) ? BLOCK_COPY[type as BlockType].name : String(type);

const moved = (blocks: BlockInput[], from: number, to: number) => {
  const next = [...blocks];
  const [block] = next.splice(from, 1);
  if (block) next.splice(to, 0, block);
  return next;
};

const buttonClasses =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-35';

export function BlockListEditor({
  blocks,
  onChange,
  errors,
}: {
  blocks: BlockInput[];
  onChange: (blocks: BlockInput[]) => void;
  errors: Record<string, string>;
}) {
  return (
    <div className="space-y-3">
      {errors.blocks ? (
        <p id={`${fieldId('blocks')}-error`} className="text-sm font-medium text-red-700">
          {errors.blocks}
        </p>
      ) : null}
      {blocks.length === 0 ? (
        <p className="text-sm text-slate-600">This page has no blocks yet.</p>
      ) : (
        <ol className="space-y-2">
          {blocks.map((block, index) => {
            const messages = Object.entries(errors).filter(
              ([key]) => key === `blocks.${index}` || key.startsWith(`blocks.${index}.`),
            );
            const name = nameOf(block.type);
            return (
              <li
                key={block.id}
                id={fieldId(`blocks.${index}`)}
                tabIndex={-1}
                className="rounded-lg border border-slate-200 px-3 py-2 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                <div className="flex items-center justify-between gap-3">
                  <span className="text-sm font-semibold text-slate-900">
                    {index + 1}. {name}
                  </span>
                  <span className="flex items-center gap-0.5">
                    <button
                      type="button"
                      className={buttonClasses}
                      disabled={index === 0}
                      onClick={() => onChange(moved(blocks, index, index - 1))}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                      <span className="sr-only">Move {name} up</span>
                    </button>
                    <button
                      type="button"
                      className={buttonClasses}
                      disabled={index === blocks.length - 1}
                      onClick={() => onChange(moved(blocks, index, index + 1))}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                      <span className="sr-only">Move {name} down</span>
                    </button>
                    <button
                      type="button"
                      className={`${buttonClasses} text-red-700 hover:bg-red-50`}
                      onClick={() => onChange(blocks.filter((_, at) => at !== index))}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      <span className="sr-only">Remove {name}</span>
                    </button>
                  </span>
                </div>
                {messages.length > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-sm text-red-700">
                    {messages.map(([key, message]) => (
                      <li key={key}>{message}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
