/** The value of `--name=value` on the command line, or the fallback. */
export function option(name: string, fallback: string) {
  const found = process.argv.find((argument) => argument.startsWith(`--${name}=`))
  return found ? found.slice(name.length + 3) : fallback
}
