import { primaryRole, STAFF_AREAS, mayOpenArea, type Page, type StaffArea } from '@torque/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { usePublicServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { useIdleSignOut } from '../auth';
import { DealRoomPage } from '../deal-room';
import { LeadManagerPage } from '../lead-manager';
import { AppLayout } from './AppLayout';
import { ComingSoonPage, NotForYourRolePage } from './ComingSoonPage';
import { NotFoundPage } from './NotFoundPage';

const RejectedInboundEventsPage = lazy(() =>
  import('../admin').then((module) => ({ default: module.RejectedInboundEventsPage })),
);

/** The areas this build has a screen for; the others say they are coming soon. */
const AREA_SCREENS: Readonly<Record<string, () => ReactNode>> = {
  'rejected-inbound-events': () => (
    <Suspense fallback={null}>
      <RejectedInboundEventsPage />
    </Suspense>
  ),
};

type StaffPage = Extract<Page, { name: 'layout' | 'deal-room' | 'lead-manager' | 'app-shell' }>;

/**
 * The signed-in application for the page chooseRoute picked. A servicepage link with an FSI id gets
 * the Deal room page; the lead manager's servicepage variant opens the lead's conversation; every
 * other address routes inside the shell. Idle sign-out runs while it is open.
 */
export function StaffApp({ page }: { readonly page: StaffPage }) {
  useIdleSignOut();
  if (page.name === 'deal-room')
    return <DealRoomPage futureServiceInteractionId={page.futureServiceInteractionId} target={page.target} />;
  const opened = openedLead(page);
  if (opened) return <Navigate to={opened} replace />;
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {/* The lead manager routes its own views and chat boxes (/leadmanager/<view>/<lead id>). */}
        <Route path="leadmanager/*" element={<LeadManagerPage />} />
        {STAFF_AREAS.filter((area) => !area.path.startsWith('/leadmanager')).map((area) => (
          <Route key={area.id} path={area.path.slice(1)} element={<AreaPage area={area} />} />
        ))}
        <Route path="layout" element={<ComingSoonPage title="Layout" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** Spec 1 §2: the lead manager opened with servicepage=true and an FSI id shows that lead. */
function openedLead(page: Exclude<StaffPage, { name: 'deal-room' }>): string | null {
  const leadPath = (id: string) => (/^[1-9]\d{0,9}$/.test(id) ? `/leadmanager/${id}` : '/leadmanager');
  const fsi = page.name === 'lead-manager' ? page.servicePage?.futureServiceInteractionId : undefined;
  return fsi === undefined ? null : leadPath(fsi);
}

/** An area this build does not have yet, or one the role may not open. */
function AreaPage({ area }: { readonly area: StaffArea }) {
  const session = useSignedInSession();
  const { environment } = usePublicServices();
  const screen = AREA_SCREENS[area.id];
  return mayOpenArea(area, primaryRole(session), environment.deploymentVariant) ? (
    (screen?.() ?? <ComingSoonPage title={area.title} />)
  ) : (
    <NotForYourRolePage title={area.title} />
  );
}
