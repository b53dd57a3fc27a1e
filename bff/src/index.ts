import './telemetry';
import { listen } from '@fj/server-kit';
import { loadConfig } from './config';
import { createBffApp } from './app';

async function main() {
  const config = loadConfig();
  const { app, close } = await createBffApp(config);
  listen(app, { name: 'bff', port: config.port, host: config.host, onClose: close });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
