import { runOperatorCommand } from './operator-cli';

// `npm run admin -- <command> …` (scripts/start.mjs has read the .env file into the environment).
const argv = process.argv.slice(process.argv.indexOf('--cli') + 1);
process.exit(
  await runOperatorCommand(argv, process.env, { out: (line) => console.log(line), error: (line) => console.error(line) }),
);
