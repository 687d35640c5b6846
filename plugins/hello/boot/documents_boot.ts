import { User } from '#core/accounts/contracts'
import { beforeDocumentDownload, documentPageExtras } from '#plugins/documents/contracts'
import { greetingText } from '../actions/greeting_text.js'

/**
 * Loaded only when the documents plugin is (hello enhances it, see plugin.ts): the reader page
 * greets its reader, and a signed-in downloader is greeted with the download link.
 */
export default async function documentsBoot() {
  documentPageExtras.add('hello', async ({ viewerId }) => {
    const viewer = viewerId > 0 ? await User.find(viewerId) : null
    return { hello: { greeting: await greetingText(viewer?.username ?? '读者') } }
  })
  beforeDocumentDownload.add('hello', async ({ userId, document }) => {
    if (userId === 0) return
    const viewer = await User.find(userId)
    if (!viewer) return
    // Read before the download's transaction: the receipt itself writes nothing.
    const text = `${await greetingText(viewer.username)}，祝《${document.title}》阅读愉快`
    return async () => text
  })
}
