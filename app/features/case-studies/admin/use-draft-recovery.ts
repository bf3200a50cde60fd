/**
 * Draft recovery (issue 18): the editor's unsaved changes are kept in localStorage, per account,
 * editor and study, so a reload, a crash or a closed tab loses nothing. Opening the same editor again
 * offers them back (DraftRecoveryNotice); a successful save removes them, and so does Sign Out
 * (Clear-Site-Data from the server, forgetStoredDrafts in the browser: ../../../components/admin/draft-storage.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useParams, useRouteLoaderData } from 'react-router';
import { draftStorage } from '../../../components/admin/draft-storage.ts';
import { type DraftEditor, draftKey, readDraft, type StoredDraft, serializeDraft } from '../../../lib/studio-drafts.ts';
import { fieldId } from './fields.tsx';

/** Changes are written this long after the last one (and at once when the page goes away). */
const WRITE_DELAY_MS = 300;

/** The signed-in account, from the studio layout's loader. */
function useAccountId(): string | undefined {
  return (useRouteLoaderData('routes/admin/layout') as { userId?: string } | undefined)?.userId;
}

/** True while the page moves on after this page's own form was posted: the save succeeded and redirected. */
function useSaveSucceeded(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    navigation.state === 'loading' &&
    navigation.formMethod?.toUpperCase() === 'POST' &&
    navigation.formAction?.split('?')[0] === pathname &&
    navigation.location.pathname !== pathname
  );
}

export interface DraftRecovery {
  /** When the offered changes were made (ISO), or null when there is nothing to offer. */
  offeredAt: string | null;
  /**
   * How many times a draft was restored: the key of fields that read their value only as they start
   * (the section editors), so that they show the restored text.
   */
  restored: number;
  restore: () => void;
  discard: () => void;
  /** Removes the draft for good, whatever the form holds ('Reload theirs' after a conflict). */
  forget: () => void;
}

/**
 * Keeps the editor's values while they differ from what was loaded (`initial`), and offers a draft
 * left from an earlier visit. `editor` is useEditorForm's answer.
 */
export function useDraftRecovery<V extends object>(
  kind: DraftEditor,
  initial: V,
  editor: { values: V; dirty: boolean; patch: (changes: Partial<V>) => void },
): DraftRecovery {
  const account = useAccountId();
  // The edit routes have the study's id in the address; the new-study routes have none.
  const { id } = useParams();
  const key = account ? draftKey(account, kind, id) : null;
  const { values, dirty, patch } = editor;
  const [offer, setOffer] = useState<StoredDraft<V> | null>(null);
  const [restored, setRestored] = useState(0);
  const saved = useSaveSucceeded();
  // Whether the form has changed since it opened: until then a stored draft is left for the person to decide on.
  const touched = useRef(false);
  const pendingWrite = useRef<(() => void) | null>(null);
  // Saved, or given up for another version: nothing writes this editor's draft again.
  const forgotten = useRef(false);
  const forget = useCallback(() => {
    forgotten.current = true;
    pendingWrite.current = null;
    if (key) draftStorage.remove(key);
  }, [key]);

  // After hydration (the server has no storage): a draft left behind, if it differs from what was loaded.
  // What was loaded is read once, as the editor opened. An editor that opens with changes already (the
  // answer to a refused save) holds the draft's work: nothing to offer.
  const loaded = useRef(initial);
  const openedWithChanges = useRef(dirty);
  useEffect(() => {
    if (!key || openedWithChanges.current) return;
    const raw = draftStorage.read(key);
    const draft = readDraft(raw, loaded.current);
    if (draft) setOffer(draft);
    else if (raw !== null) draftStorage.remove(key);
  }, [key]);

  useEffect(() => {
    if (!key || forgotten.current) return;
    if (saved) {
      forget();
      return;
    }
    if (!dirty && !touched.current) return;
    touched.current = true;
    const write = () => {
      pendingWrite.current = null;
      // Back to what was loaded: nothing to keep.
      if (dirty) draftStorage.write(key, serializeDraft(values, loaded.current, new Date()));
      else draftStorage.remove(key);
    };
    pendingWrite.current = write;
    const timer = setTimeout(write, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, values, dirty, saved, forget]);

  // The last keystrokes are not left waiting for the timer when the tab closes or the editor unmounts.
  useEffect(() => {
    const flush = () => pendingWrite.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  // Either choice removes the notice; editing goes on at the title, not at the top of the page.
  const resolve = () => {
    setOffer(null);
    document.getElementById(fieldId('title'))?.focus();
  };
  const restore = () => {
    if (!offer) return;
    // The restored values count as unsaved changes, and are kept as this form's draft from now on.
    patch(offer.values);
    setRestored((count) => count + 1);
    resolve();
  };
  const discard = () => {
    // Once the form has changed, storage holds those newer changes rather than the offered draft: they stay.
    if (key && !touched.current) draftStorage.remove(key);
    resolve();
  };

  return { offeredAt: offer?.savedAt ?? null, restored, restore, discard, forget };
}
