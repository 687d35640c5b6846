import { beforeDocumentDownload } from '#plugins/documents/contracts'
import { chargeDownload } from '../actions/charge_download.js'

/** Paid downloads: the documents plugin asks commerce before it signs a link. */
export default async function downloadBoot() {
  beforeDocumentDownload.add('commerce', chargeDownload)
}
