import edge from 'edge.js'
import { LAYOUT } from './layout.js'
import { siteBrand } from './site_brand.js'
import { mailTemplates, type MailTemplateData, type MailTemplateName } from './mail_templates.js'

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

/** A template with the site's name, logo and address, as HTML (escaped by Edge) and plain text. */
export async function renderMail<Name extends MailTemplateName>(name: Name, data: MailTemplateData[Name]): Promise<RenderedMail> {
  const brand = await siteBrand()
  const template = mailTemplates[name] as (typeof mailTemplates)['notification']
  const values = { ...data, brand, paragraphs: 'content' in data ? String(data.content).split(/\n\s*\n/) : [] } as any
  const body = await edge.createRenderer().renderRaw(template.html, values)
  return {
    subject: template.subject(brand, values),
    html: await edge.createRenderer().renderRaw(LAYOUT, { brand, body }),
    text: template.text(brand, values),
  }
}
