/** The `type` of greetings in community's APIs: 0 and 1 are the spec's documents and articles. */
export const GREETING_KIND = 100
