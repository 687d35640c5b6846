/**
 * Self-declared crawlers, link previewers, uptime monitors, HTTP libraries and headless
 * browsers. A flagged view is stored (the visitor list shows it) but left out of page views,
 * visitors and the top lists.
 */
const BOT_PATTERN =
  /bot\b|bot[/;_-]|spider|crawl|slurp|archiver|mediapartners|bingpreview|facebookexternalhit|embedly|preview|whatsapp|headlesschrome|phantomjs|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-|go-http-client|java\/|okhttp|httpclient|libwww|scrapy|axios\/|node-fetch|undici|postman|insomnia|feedfetcher|^$/i

export function isBot(userAgent: string) {
  return BOT_PATTERN.test(userAgent.trim())
}
