import { type CliCommand, CliUsageError } from '../../cli-commands';
import { importKeyListFile } from './key-list.service';

/** `npm run kba:import <file>`: loads a key list (CSV, CSV.gz or the KBA's FZ 6 XLSX). */
export const keyListImportCommand: CliCommand = {
  name: 'kba:import',
  usage: 'kba:import <file.csv|file.csv.gz|fz6.xlsx>   load the HSN/TSN key list (replaces the loaded one)',
  async run(ctx, args) {
    const file = args.find((arg) => !arg.startsWith('--'));
    if (!file) throw new CliUsageError('kba:import needs the path of a key list file (CSV, CSV.gz or FZ 6 XLSX)');
    // Run by hand, the operator means this file: import it even when its date is older.
    const result = await importKeyListFile(ctx, { file, force: true });
    ctx.log(`key list: ${result.rows} types loaded`);
  },
};
