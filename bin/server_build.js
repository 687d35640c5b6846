/*
 * What the compiled server (build/, made by scripts/build_server.ts) is made of, and whether it
 * is older than its sources. Plain JavaScript: bin/docsite.js and scripts/bootstrap.sh ask it
 * before anything is compiled.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The folders whose TypeScript becomes build/ (front-end pages and tests stay out: Vite builds the former). */
export const SERVER_FOLDERS = ['bin', 'cli', 'config', 'core', 'database', 'plugins', 'providers', 'start']
/** Single files that belong to the build as well. */
export const SERVER_FILES = ['adonisrc.ts', 'package.json', 'tsconfig.json', 'resources/views', 'scripts/build_server.ts', 'bin/server_build.js']
/** Folders skipped inside SERVER_FOLDERS. */
export const SKIPPED = new Set(['ui', 'tests', 'node_modules'])
/** Written last by a successful build; its time is when that build started. */
export const STAMP = 'build/.docsite-built'

/** Every file of the server's sources under `folder` (relative to `root`), for the build and the freshness check. */
export function* serverSourceFiles(root, folder) {
  const path = join(root, folder)
  if (!existsSync(path)) return
  if (!statSync(path).isDirectory()) {
    yield folder
    return
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) yield* serverSourceFiles(root, `${folder}/${entry.name}`)
    } else if (entry.isFile()) {
      yield `${folder}/${entry.name}`
    }
  }
}

/** Every server source file, relative to `root`. */
export function allServerSourceFiles(root) {
  return [...SERVER_FOLDERS, ...SERVER_FILES].flatMap((folder) => [...serverSourceFiles(root, folder)])
}

/**
 * True when build/ exists and no server source changed since it was made. The stamp holds the
 * number of source files, so a deleted file (a migration, a plugin) also makes the build stale.
 */
export function serverBuildIsFresh(root) {
  let built, count
  try {
    built = statSync(join(root, STAMP)).mtimeMs
    count = Number(readFileSync(join(root, STAMP), 'utf8'))
  } catch {
    return false
  }
  const files = allServerSourceFiles(root)
  return files.length === count && files.every((file) => statSync(join(root, file)).mtimeMs <= built)
}
