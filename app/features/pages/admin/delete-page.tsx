/**
 * Deleting a page (issue 28) asks first: in a dialog once the page has hydrated; before that, the
 * button is a link to the same question on the page (`?confirm-delete`), so it never deletes at once.
 * Either way the deletion is a post to the edit page with `?delete-page`.
 */
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { pageCopy } from '../page-copy.ts';
import { CONFIRM_DELETE_PARAM, DELETE_PARAM, pageEditPath } from '../page-form.ts';

function DeleteForm({ id }: { id: string }) {
  return (
    <Form method="post" action={`${pageEditPath(id)}?${DELETE_PARAM}`}>
      <Button type="submit" variant="destructive" size="sm" className="w-full sm:w-auto">
        <Trash2 className="size-4" aria-hidden="true" />
        {pageCopy.deletePage}
      </Button>
    </Form>
  );
}

export function DeletePageButton({ id, title, path }: { id: string; title: string; path: string }) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const trigger = cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'text-red-700 hover:text-red-800');
  return (
    <>
      {hydrated ? (
        <button type="button" onClick={() => setOpen(true)} className={trigger}>
          <Trash2 className="size-4" aria-hidden="true" />
          {pageCopy.deletePage}
        </button>
      ) : (
        <Link to={`?${CONFIRM_DELETE_PARAM}`} className={trigger}>
          <Trash2 className="size-4" aria-hidden="true" />
          {pageCopy.deletePage}
        </Link>
      )}
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">
              {pageCopy.deletePage}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {pageCopy.deleteQuestion} {pageCopy.deleteDetail(title, path)}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                {pageCopy.cancel}
              </AlertDialog.Cancel>
              <DeleteForm id={id} />
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

/** The same question without JavaScript, on the edit page (`?confirm-delete`). */
export function InlineDeletePageConfirmation({ id, title, path }: { id: string; title: string; path: string }) {
  return (
    <section aria-labelledby="confirm-delete-heading" className="mb-6 rounded-xl border border-red-200 bg-red-50 p-5">
      <h2 id="confirm-delete-heading" className="font-semibold text-red-900">
        {pageCopy.deleteQuestion}
      </h2>
      <p className="mt-1 text-sm text-red-800">{pageCopy.deleteDetail(title, path)}</p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row">
        <Link to={pageEditPath(id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {pageCopy.cancel}
        </Link>
        <DeleteForm id={id} />
      </div>
    </section>
  );
}
