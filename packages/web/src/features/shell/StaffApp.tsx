import { primaryRole, STAFF_AREAS, mayOpenArea, type Page, type StaffArea } from '@torque/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { usePublicServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { useIdleSignOut } from '../auth';
import { AppLayout } from './AppLayout';
import { NotForYourRolePage } from './NotForYourRolePage';
import { NotFoundPage } from './NotFoundPage';
import { LazyPart } from '../../ui/LazyPart';
import { RouteLoading } from './RouteLoading';

// Each staff screen is its own chunk, loaded when it is opened: the shell (header, navigation) shows
// at once, and the lead manager's first screen stays within its JavaScript budget.
const LeadManagerPage = lazy(() => import('../lead-manager').then((m) => ({ default: m.LeadManagerPage })));
const DealRoomPage = lazy(() => import('../deal-room').then((m) => ({ default: m.DealRoomPage })));

/** Each area's screen, its own chunk (the lead manager's areas route inside LeadManagerPage). */
const AREA_SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  // The reports screen brings its chart library with it (issue 18); nothing else loads it.
  reports: lazy(() => import('../reports').then((m) => ({ default: m.ReportsPage }))),
  imports: lazy(() => import('../imports').then((m) => ({ default: m.ImportsPage }))),
  'vehicle-mileage': lazy(() =>
    import('../vehicle-mileage').then((m) => ({ default: m.VehicleMileagePage })),
  ),
  customers: lazy(() => import('../customers').then((m) => ({ default: m.CustomersPage }))),
  planners: lazy(() => import('../planners').then((m) => ({ default: m.PlannersPage }))),
  appointments: lazy(() => import('../appointments').then((m) => ({ default: m.AppointmentManagerPage }))),
  'appointment-search': lazy(() =>
    import('../appointments').then((m) => ({ default: m.AppointmentSearchPage })),
  ),
  'mailing-lists': lazy(() => import('../mailing-lists').then((m) => ({ default: m.MailingListsPage }))),
  'service-board': lazy(() => import('../service-board').then((m) => ({ default: m.ServiceBoardPage }))),
  settings: lazy(() => import('../settings').then((m) => ({ default: m.SettingsPage }))),
  'user-management': lazy(() =>
    import('../user-management').then((m) => ({ default: m.UserManagementPage })),
  ),
  developer: lazy(() => import('../developer').then((m) => ({ default: m.DeveloperPage }))),
  'company-master-list': lazy(() =>
    import('../company-master-list').then((m) => ({ default: m.CompanyMasterListPage })),
  ),
  enterprise: lazy(() => import('../enterprises').then((m) => ({ default: m.EnterprisesPage }))),
  'rejected-inbound-events': lazy(() =>
    import('../admin').then((m) => ({ default: m.RejectedInboundEventsPage })),
  ),
};

/** Areas whose screen routes the addresses below its own (/reports/<report id>, /settings/<tab>). */
const AREAS_WITH_SUBPATHS: ReadonlySet<string> = new Set(['reports', 'settings']);

type StaffPage = Extract<Page, { name: 'layout' | 'deal-room' | 'lead-manager' | 'app-shell' }>;

/**
 * The signed-in application for the page chooseRoute picked. A servicepage link with an FSI id gets
 * the Deal room page; the lead manager's servicepage variant opens the lead's conversation; every
 * other address routes inside the shell. Idle sign-out runs while it is open.
 */
export function StaffApp({ page }: { readonly page: StaffPage }) {
  useIdleSignOut();
  if (page.name === 'deal-room')
    return (
      <LazyPart loader={<RouteLoading />}>
        <DealRoomPage futureServiceInteractionId={page.futureServiceInteractionId} target={page.target} />
      </LazyPart>
    );
  const opened = openedLead(page);
  if (opened) return <Navigate to={opened} replace />;
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {/* The lead manager routes its own views and chat boxes (/leadmanager/<view>/<lead id>). */}
        <Route
          path="leadmanager/*"
          element={
            <LazyPart loader={<RouteLoading />}>
              <LeadManagerPage />
            </LazyPart>
          }
        />
        {STAFF_AREAS.filter((area) => !area.path.startsWith('/leadmanager')).map((area) => (
          <Route
            key={area.id}
            path={AREAS_WITH_SUBPATHS.has(area.id) ? `${area.path.slice(1)}/*` : area.path.slice(1)}
            element={<AreaPage area={area} />}
          />
        ))}
        {/* Spec 1 §2: /layout exists, its content not shown: the shell at the role's start page. */}
        <Route path="layout" element={<Navigate to="/" replace />} />
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

/** An area's screen; one the role may not open says so. */
function AreaPage({ area }: { readonly area: StaffArea }) {
  const session = useSignedInSession();
  const { environment } = usePublicServices();
  const Screen = AREA_SCREENS[area.id];
  if (!mayOpenArea(area, primaryRole(session), environment.deploymentVariant)) {
    return <NotForYourRolePage title={area.title} />;
  }
  return Screen ? (
    <LazyPart loader={<RouteLoading />}>
      <Screen />
    </LazyPart>
  ) : (
    <NotFoundPage />
  );
}
