/**
 * What other plugins may use from hello (they must list 'hello' in dependsOn): the
 * greeting wording and the model.
 */
export { greetingText } from './actions/greeting_text.js'
export { default as Greeting } from './models/greeting.js'
