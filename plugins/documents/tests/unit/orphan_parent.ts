/**
 * A stand-in for a conversion worker, for conversion_orphans.spec.ts: it starts a long
 * conversion program the way the engine does (`command`: a sleep through runCommand;
 * `office`: a kept-running LibreOffice that has converted one document), says `ready` and
 * waits to be killed.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { OfficeConverter } from '../../services/conversion/office_converter.js'
import { runCommand } from '../../services/conversion/run_command.js'

const mode = process.argv[2]
if (mode === 'command') {
  void runCommand('sleep', ['300'], {
    step: 'orphan test',
    timeoutMs: 0,
    onStdout: async () => {
      process.stdout.write('ready\n')
      await new Promise(() => {})
    },
  })
} else {
  const dir = await mkdtemp(path.join(tmpdir(), 'docsite-orphan-'))
  const office = new OfficeConverter({ mode: 'warm', baseDir: dir })
  await office.convert(process.argv[3], path.join(dir, 'out.pdf'))
  process.stdout.write('ready\n')
  setInterval(() => {}, 60_000)
}
