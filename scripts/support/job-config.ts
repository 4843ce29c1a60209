/**
 * The configuration of a job run from the command line (`npm run jobs:…`), checked as entry/server.mjs
 * checks the server's (docs/decisions/036): a production cron without a variable the server would
 * need stops here, naming each, instead of running half configured.
 */
import { type Config, config, configProblems } from '../../src/server/core/config.mjs';

export function jobConfig(): Config {
  const problems = configProblems();
  if (problems.length > 0) {
    console.error(`Refusing to run (${config().mode} mode):\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  return config();
}
