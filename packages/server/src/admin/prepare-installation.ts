import type { Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { demoSignInsExist, seedDemoData } from '../seed/demo-seed.js';
import { AdministratorRepository } from './administrator.repository.js';
import {
  createAdministrator,
  type AdministratorInput,
  type AdministratorOutcome,
} from './first-administrator.js';

export type InstallationSettings = {
  /** Seed the demo organisation into an empty database (config/startup-settings.ts decides). */
  readonly demo: boolean;
  /** Created when no user exists yet (TORQUE_ADMIN_EMAIL and TORQUE_ADMIN_PASSWORD). */
  readonly administrator: AdministratorInput | null;
};

export type InstallationState = {
  /** The demo sign-ins exist and this is a demo installation: the start banner may list them. */
  readonly demoSignIns: boolean;
  /** The demo sign-ins exist although demo mode is off (e.g. seeded by an older version): warn. */
  readonly strayDemoSignIns: boolean;
  readonly administrator: AdministratorOutcome | null;
  /** No one can sign in yet: the banner says how to create the first administrator. */
  readonly noUsers: boolean;
};

/** Start-up's database work: migrate, then the demo data or the first administrator, as configured. */
export async function prepareInstallation(
  db: Database,
  settings: InstallationSettings,
): Promise<InstallationState> {
  await migrate(db);
  if (settings.demo) await seedDemoData(db);
  const administrator = settings.administrator
    ? await createAdministrator(db, settings.administrator, { onlyIfNoUsers: true })
    : null;
  if (administrator && !administrator.created && administrator.code !== 'users-exist')
    throw new Error(administrator.reason);
  const demoUsers = await demoSignInsExist(db);
  return {
    demoSignIns: settings.demo && demoUsers,
    strayDemoSignIns: !settings.demo && demoUsers,
    administrator,
    noUsers: !(await new AdministratorRepository(db).anyUserExists()),
  };
}
