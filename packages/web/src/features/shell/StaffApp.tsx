import { primaryRole, STAFF_AREAS, mayOpenArea, type Page, type StaffArea } from '@torque/domain';
import { Navigate, Route, Routes } from 'react-router';
import { usePublicServices } from '../../app/services-context';
import { useSignedInSession } from '../../app/session-context';
import { useIdleSignOut } from '../auth';
import { LeadManagerPage } from '../lead-manager';
import { AppLayout } from './AppLayout';
import { ComingSoonPage, NotForYourRolePage } from './ComingSoonPage';
import { NotFoundPage } from './NotFoundPage';

type StaffPage = Extract<Page, { name: 'layout' | 'deal-room' | 'lead-manager' | 'app-shell' }>;

/**
 * The signed-in application for the page chooseRoute picked. Deep links to a lead (servicepage
 * with an FSI id) open its conversation in the lead manager; every other address routes inside the
 * shell. Idle sign-out runs while it is open.
 */
export function StaffApp({ page }: { readonly page: StaffPage }) {
  useIdleSignOut();
  const opened = openedLead(page);
  if (opened) return <Navigate to={opened} replace />;
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="leadmanager/:leadId?" element={<LeadManagerPage />} />
        {STAFF_AREAS.filter((area) => area.id !== 'lead-manager').map((area) => (
          <Route key={area.id} path={area.path.slice(1)} element={<AreaPage area={area} />} />
        ))}
        <Route path="layout" element={<ComingSoonPage title="Layout" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * Spec 1 §2: servicepage with a future_service_interaction_id gets the Deal room, whose target is the
 * 'screen' value or /leadmanager. This build shows the lead's conversation in the lead manager for a
 * lead-manager target, and goes to the target area for any other screen.
 */
function openedLead(page: StaffPage): string | null {
  const leadPath = (id: string) => (/^[1-9]\d{0,9}$/.test(id) ? `/leadmanager/${id}` : '/leadmanager');
  if (page.name === 'deal-room') {
    return page.target.startsWith('/leadmanager') ? leadPath(page.futureServiceInteractionId) : page.target;
  }
  const fsi = page.name === 'lead-manager' ? page.servicePage?.futureServiceInteractionId : undefined;
  return fsi === undefined ? null : leadPath(fsi);
}

/** An area this build does not have yet, or one the role may not open. */
function AreaPage({ area }: { readonly area: StaffArea }) {
  const session = useSignedInSession();
  const { environment } = usePublicServices();
  return mayOpenArea(area, primaryRole(session), environment.deploymentVariant) ? (
    <ComingSoonPage title={area.title} />
  ) : (
    <NotForYourRolePage title={area.title} />
  );
}
