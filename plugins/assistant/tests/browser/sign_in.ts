/** Signs in through the login API from the page, as the login form does, then reloads signed in. */
export async function signIn(page: any, username: string) {
  const status = await page.evaluate(async (name: string) => {
    const xsrf = (globalThis as any).document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)?.[1]
    const response = await fetch('/api/v1/user/login', {
      method: 'POST',
      headers: {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      },
      body: JSON.stringify({ username: name, password: 'secret123' }),
    })
    return response.status
  }, username)
  if (status !== 200) throw new Error(`login failed: ${status}`)
  await page.reload({ waitUntil: 'domcontentloaded' })
  await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
}
