import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { swimlaneBridgeSecretFromEnv } from './config/bridge-secret.js';
import { carrierFactoryOf, carrierSettingsFromEnv } from './config/carrier-settings.js';
import { numberProviderOf } from './carriers/number-provider-factory.js';
import { clockFromEnv } from './config/clock-settings.js';
import { dmsSettingsFromEnv } from './config/dms-settings.js';
import { loadEmailResponseSecret } from './config/email-response-secret.js';
import { browseUrl, listenHostFromEnv } from './config/listen-host.js';
import { replyClassifierSettingsFromEnv } from './config/reply-classifier-settings.js';
import { defaultWebDist } from './config/package-paths.js';
import {
  demoModeFromEnv,
  deploymentVariantFromEnv,
  firstAdministratorFromEnv,
  trustProxyFromEnv,
} from './config/startup-settings.js';
import { openDatabase } from './db/open-database.js';
import { prepareInstallation } from './admin/prepare-installation.js';
import { demoUserEmails, DEMO_PASSWORD } from './seed/demo-organisation.js';

/** Start-up: open the database, migrate, seed on first start, listen, print where to go. */
async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env['PORT'] ?? 8080);
  const host = listenHostFromEnv(env);
  const databaseUrl = env['DATABASE_URL'] || undefined;
  const dataDir = resolve(env['DATA_DIR'] ?? '.data');
  const webDist = env['WEB_DIST'] ? resolve(env['WEB_DIST']) : defaultWebDist();

  // Read before the database opens, so a missing carrier variable fails fast and names itself.
  const carrier = carrierSettingsFromEnv(env);
  const demo = demoModeFromEnv(env, carrier.kind);
  const administrator = firstAdministratorFromEnv(env);
  const swimlaneBridgeSecret = swimlaneBridgeSecretFromEnv(env);
  const replyModel = replyClassifierSettingsFromEnv(env);
  const emailResponseSecret = await loadEmailResponseSecret(env, { databaseUrl, dataDir });
  const db = await openDatabase({ databaseUrl, dataDir });
  const installation = await prepareInstallation(db, { demo, administrator });
  const simulator = carrier.kind === 'loopback';
  const app = await buildApp({
    db,
    webDist,
    logger: env['LOG_LEVEL'] ?? 'warn',
    carrier: carrierFactoryOf(carrier, db),
    webhookSecrets: carrier.webhooks,
    simulator,
    demoSignIns: installation.demoSignIns,
    trustProxy: trustProxyFromEnv(env),
    uploadsDir: join(dataDir, 'uploads'),
    emailResponseSecret,
    clock: clockFromEnv(env),
    dms: dmsSettingsFromEnv(env),
    deploymentVariant: deploymentVariantFromEnv(env),
    numberProvider: numberProviderOf(carrier, env),
    swimlaneBridgeSecret,
    replyModel,
    // Issue 34: booking links in texts point here (PUBLIC_URL when set, else where this listens).
    publicUrl: env['PUBLIC_URL'] || browseUrl(host, port),
    // PGlite serves one process per data directory: whatever another worker left 'sending' is dead.
    soleInstance: db.kind === 'pglite',
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal} received, shutting down\n`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (installation.strayDemoSignIns)
    process.stderr.write(
      `Warning: this database holds the demo sign-ins (password ${DEMO_PASSWORD}) although demo mode is off: delete those accounts before going live\n`,
    );
  await app.listen({ port, host });
  const url = browseUrl(host, port);
  // Scripts and the e2e suite wait for the first line; the rest helps a person trying the demo.
  process.stdout.write(
    [
      `Torque is running at ${url}`,
      ...(installation.demoSignIns
        ? [`Demo sign-ins (password ${DEMO_PASSWORD}):`, ...demoUserEmails.map((email) => `  ${email}`)]
        : []),
      ...(installation.administrator?.created
        ? [`Administrator ${installation.administrator.email} created from TORQUE_ADMIN_EMAIL`]
        : []),
      ...(installation.noUsers
        ? [
            'No one can sign in yet: run `npm run create-admin`, or set TORQUE_ADMIN_EMAIL and TORQUE_ADMIN_PASSWORD',
          ]
        : []),
      ...(simulator ? [`Customer phone simulator: ${url}/simulator`] : []),
      ...(replyModel
        ? [
            `Replies are read by ${replyModel.model} at ${new URL(replyModel.baseUrl).host} (the offline classifier when it does not answer)`,
          ]
        : []),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Torque failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
