/**
 * The tabs of the full editors (a case study's, a page's): one button per tab, each counting the
 * errors of its fields, and the panels, which stay mounted (only hidden) so switching never loses
 * what was typed.
 */
import { Tabs } from 'radix-ui';
import { type ReactNode, useCallback, useState } from 'react';
import { cn } from '../../../lib/cn.ts';

export interface EditorTab<Id extends string> {
  id: Id;
  label: string;
  icon: ReactNode;
}

/**
 * The open tab: `initial` when the editor has it (History only for a stored record), else the first;
 * when errors are shown, the tab of the first (`onShowErrors`, for useEditorForm). `errorCount`
 * counts the errors of each tab's fields. `tabOf` names the tab of an error's key (a stable function).
 */
export function useEditorTabs<Id extends string>({
  all,
  initial,
  hasHistory,
  tabOf,
}: {
  all: readonly EditorTab<Id>[];
  initial: Id;
  hasHistory: boolean;
  tabOf: (key: string) => Id | null;
}) {
  const tabs = hasHistory ? all : all.filter((item) => item.id !== 'history');
  const [tab, setTab] = useState<Id>(() =>
    tabs.some((item) => item.id === initial) ? initial : (tabs[0]?.id ?? initial),
  );
  const onShowErrors = useCallback(
    (errors: Record<string, string>) => {
      const first = Object.keys(errors).map(tabOf).find(Boolean);
      if (first) setTab(first);
    },
    [tabOf],
  );
  const errorCount = (errors: Record<string, string>) => (id: Id) =>
    Object.keys(errors).filter((key) => tabOf(key) === id).length;
  return { tabs, tab, setTab, onShowErrors, errorCount };
}

/** Tailwind sees whole class names only: one per number of tabs on a phone's grid. */
const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

export function EditorTabList<Id extends string>({
  tabs,
  errorCount,
}: {
  tabs: readonly EditorTab<Id>[];
  /** How many of the shown errors belong to the tab's fields. */
  errorCount: (id: Id) => number;
}) {
  return (
    <Tabs.List
      aria-label="Editor sections"
      className={cn(
        'grid gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-xs sm:flex',
        COLUMNS[tabs.length],
      )}
    >
      {tabs.map((item) => {
        const count = errorCount(item.id);
        return (
          <Tabs.Trigger
            key={item.id}
            value={item.id}
            className={cn(
              'relative inline-flex h-14 flex-col items-center justify-center gap-1 rounded-lg px-1 text-xs font-semibold whitespace-nowrap transition-colors',
              'sm:h-10 sm:flex-row sm:gap-2 sm:px-4 sm:text-sm',
              'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600',
              'data-[state=active]:bg-blue-600 data-[state=active]:text-white data-[state=active]:shadow-sm',
            )}
          >
            {item.icon}
            {item.label}
            {count > 0 ? (
              <span className="absolute top-1 right-1 rounded-full bg-red-600 px-1.5 py-0.5 text-[11px] leading-none font-bold text-white ring-2 ring-white sm:static sm:ring-0">
                {count}
                <span className="sr-only"> {count === 1 ? 'error' : 'errors'}</span>
              </span>
            ) : null}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}

export function EditorPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content
      value={value}
      forceMount
      className="space-y-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600 data-[state=inactive]:hidden"
    >
      {children}
    </Tabs.Content>
  );
}
