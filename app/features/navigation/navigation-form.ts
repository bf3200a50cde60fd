/**
 * The navigation editor's values and its list operations (issue 29), pure so the browser and the
 * server do the same: the hydrated editor applies an operation as its button is pressed; before
 * hydration the button posts the form and the server answers with the changed lists, unsaved.
 *
 * Fields are named by value path ('header.2.label', 'footer.1.links.0.target'), so a plain post is
 * read back into the same shape (`valuesFromForm`). An operation is the value of the `intent` button:
 * 'add:<list>', 'remove:<item>', 'up:<item>', 'down:<item>', 'add-services-menu', else a save.
 */
import type { Navigation, NavigationIcon } from '../../lib/navigation.ts';
import { NAVIGATION_LIMITS } from './navigation-schema.ts';

export interface HeaderItemValues {
  kind: 'link' | 'services';
  label: string;
  target: string;
}
export interface ServiceLinkValues {
  label: string;
  target: string;
  description: string;
  icon: NavigationIcon | string;
}
export interface FooterLinkValues {
  label: string;
  target: string;
}
export interface FooterColumnValues {
  heading: string;
  links: FooterLinkValues[];
}
export interface NavigationValues {
  header: HeaderItemValues[];
  services: ServiceLinkValues[];
  footer: FooterColumnValues[];
}

/** The navigation screen's address. */
export const NAVIGATION_PATH = '/admin/navigation';

export const INTENT_FIELD = 'intent';
export const VERSION_FIELD = 'version';

/** The lists an operation may name: the three, and one column's links. */
export type ListPath = 'header' | 'services' | 'footer' | `footer.${number}.links`;

export const valuesFromNavigation = (navigation: Navigation): NavigationValues => ({
  header: navigation.header.map((item) =>
    item.kind === 'link'
      ? { kind: 'link', label: item.label, target: item.target }
      : { kind: 'services', label: item.label, target: '' },
  ),
  services: navigation.services.map((link) => ({ ...link })),
  footer: navigation.footer.map((column) => ({
    heading: column.heading,
    links: column.links.map((link) => ({ ...link })),
  })),
});

/** A list's items never come near this; a larger index in a post is ignored rather than allocated. */
const MAX_INDEX = 50;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

type Tree = Record<string, unknown>;

/** Sets `value` at a dotted path. Nodes have no prototype, so a posted '__proto__' is only a name. */
function setPath(tree: Tree, segments: string[], value: string) {
  let node: Tree = tree;
  for (const [position, segment] of segments.entries()) {
    const last = position === segments.length - 1;
    if (last) {
      node[segment] = value;
      return;
    }
    const child = node[segment];
    if (child === null || typeof child !== 'object') node[segment] = Object.create(null);
    node = node[segment] as Tree;
  }
}

/** An object keyed by indexes as the array of its items, in index order. */
const items = (node: unknown): Tree[] =>
  node && typeof node === 'object'
    ? Object.entries(node as Tree)
        .filter(([index]) => /^\d+$/.test(index) && Number(index) <= MAX_INDEX)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, item]) => (item && typeof item === 'object' ? (item as Tree) : {}))
    : [];

/** The values of a posted form (fields named by value path). */
export function valuesFromForm(entries: Iterable<[string, FormDataEntryValue]>): NavigationValues {
  const tree: Tree = Object.create(null);
  for (const [name, value] of entries) {
    const segments = name.split('.');
    if (!['header', 'services', 'footer'].includes(segments[0] ?? '') || segments.length > 5) continue;
    if (typeof value === 'string') setPath(tree, segments, value);
  }
  return {
    header: items(tree.header).map((item) => ({
      kind: item.kind === 'services' ? 'services' : 'link',
      label: text(item.label),
      target: text(item.target),
    })),
    services: items(tree.services).map((item) => ({
      label: text(item.label),
      target: text(item.target),
      description: text(item.description),
      icon: text(item.icon),
    })),
    footer: items(tree.footer).map((column) => ({
      heading: text(column.heading),
      links: items(column.links).map((link) => ({ label: text(link.label), target: text(link.target) })),
    })),
  };
}

/** What the editor turns into a document: the header's Services item has no target. */
export function valuesToDocument(values: NavigationValues): unknown {
  return {
    ...values,
    header: values.header.map((item) =>
      item.kind === 'services' ? { kind: 'services', label: item.label } : { ...item },
    ),
  };
}

export type ListIntent =
  | { op: 'add'; list: ListPath }
  | { op: 'add-services-menu' }
  | { op: 'remove' | 'up' | 'down'; list: ListPath; index: number };

const LIST_PATH = /^(header|services|footer|footer\.(\d{1,2})\.links)$/;

/** The list operation a pressed button names, or null (a save). */
export function parseIntent(value: unknown): ListIntent | null {
  if (typeof value !== 'string') return null;
  if (value === 'add-services-menu') return { op: 'add-services-menu' };
  const [op, path = ''] = value.split(':', 2);
  if (op === 'add') return LIST_PATH.test(path) ? { op, list: path as ListPath } : null;
  if (op !== 'remove' && op !== 'up' && op !== 'down') return null;
  const dot = path.lastIndexOf('.');
  const list = path.slice(0, dot);
  const index = Number(path.slice(dot + 1));
  if (dot < 0 || !LIST_PATH.test(list) || !Number.isInteger(index) || index < 0 || index > MAX_INDEX) return null;
  return { op, list: list as ListPath, index };
}

export const intentValue = (intent: ListIntent): string =>
  intent.op === 'add-services-menu'
    ? intent.op
    : intent.op === 'add'
      ? `add:${intent.list}`
      : `${intent.op}:${intent.list}.${intent.index}`;

const LIST_LIMITS: Record<'header' | 'services' | 'footer' | 'links', number> = {
  header: NAVIGATION_LIMITS.headerItems,
  services: NAVIGATION_LIMITS.services,
  footer: NAVIGATION_LIMITS.footerColumns,
  links: NAVIGATION_LIMITS.footerLinks,
};

const limitOf = (list: ListPath) => LIST_LIMITS[list.endsWith('.links') ? 'links' : (list as 'header')];

/** The items of `list` in `values` (an empty list for a column that does not exist). */
export function listOf(values: NavigationValues, list: ListPath): unknown[] {
  if (list === 'header' || list === 'services' || list === 'footer') return values[list];
  const column = Number(list.split('.')[1]);
  return values.footer[column]?.links ?? [];
}

function withList(values: NavigationValues, list: ListPath, next: unknown[]): NavigationValues {
  if (list === 'header') return { ...values, header: next as HeaderItemValues[] };
  if (list === 'services') return { ...values, services: next as ServiceLinkValues[] };
  if (list === 'footer') return { ...values, footer: next as FooterColumnValues[] };
  const column = Number(list.split('.')[1]);
  return {
    ...values,
    footer: values.footer.map((item, index) =>
      index === column ? { ...item, links: next as FooterLinkValues[] } : item,
    ),
  };
}

const blankOf = (list: ListPath): unknown => {
  if (list === 'header') return { kind: 'link', label: '', target: '' };
  if (list === 'services') return { label: '', target: '', description: '', icon: 'bot' };
  if (list === 'footer') return { heading: '', links: [{ label: '', target: '' }] };
  return { label: '', target: '' };
};

export const canAdd = (values: NavigationValues, list: ListPath) => listOf(values, list).length < limitOf(list);
export const hasServicesMenu = (values: NavigationValues) => values.header.some((item) => item.kind === 'services');
export const canMove = (values: NavigationValues, list: ListPath, index: number, delta: -1 | 1) => {
  const target = index + delta;
  return target >= 0 && target < listOf(values, list).length;
};

/** The values after `intent`, and the item it leaves in focus (its list and index; null: the list's Add button). */
export function applyIntent(
  values: NavigationValues,
  intent: ListIntent,
): { values: NavigationValues; list: ListPath; index: number | null } | null {
  if (intent.op === 'add-services-menu') {
    if (hasServicesMenu(values) || !canAdd(values, 'header')) return null;
    const header = [...values.header, { kind: 'services' as const, label: 'Services', target: '' }];
    return { values: { ...values, header }, list: 'header', index: header.length - 1 };
  }
  const list = listOf(values, intent.list);
  if (intent.op === 'add') {
    if (!canAdd(values, intent.list)) return null;
    if (intent.list.endsWith('.links') && values.footer[Number(intent.list.split('.')[1])] === undefined) return null;
    const next = [...list, blankOf(intent.list)];
    return { values: withList(values, intent.list, next), list: intent.list, index: next.length - 1 };
  }
  if (intent.index >= list.length) return null;
  if (intent.op === 'remove') {
    const next = list.filter((_, index) => index !== intent.index);
    const focus = next.length === 0 ? null : Math.min(intent.index, next.length - 1);
    return { values: withList(values, intent.list, next), list: intent.list, index: focus };
  }
  const delta = intent.op === 'up' ? -1 : 1;
  if (!canMove(values, intent.list, intent.index, delta)) return null;
  const next = [...list];
  const [moved] = next.splice(intent.index, 1);
  next.splice(intent.index + delta, 0, moved);
  return { values: withList(values, intent.list, next), list: intent.list, index: intent.index + delta };
}
