/** /admin/roi-model: the ROI calculator's model, versioned (issue 29; docs/decisions/roi-model.md). */
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { RoiModelScreen } from '../../features/roi/admin/roi-model-screen.tsx';
import { loadRoiModelScreen, roiModelAction } from '../../features/roi/roi-model.server.ts';
import { roiModelCopy } from '../../features/roi/roi-model-copy.ts';
import type { Route } from './+types/roi-model';

export const meta: Route.MetaFunction = () => [
  { title: `${roiModelCopy.title} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRoiModelScreen(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return roiModelAction(context, request);
}

export default function RoiModel({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={roiModelCopy.title} description={roiModelCopy.description} />
      <RoiModelScreen screen={loaderData} answer={actionData} />
    </>
  );
}
