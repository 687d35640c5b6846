import { settings } from '#core/settings/contracts'
import type Document from '../models/document.js'
import { isCopyProtected } from '../enums/copy_protection.js'

/**
 * Whether the reader lays the document's text over its pages: conversion made a layer and
 * neither the document nor the site (复制保护) keeps its text from being selected.
 */
export async function offersTextLayer(document: Pick<Document, 'textLayer' | 'copyProtection'>) {
  if (!document.textLayer) return false
  const siteProtects = Boolean(await settings.get('document', 'copy_protection'))
  return !isCopyProtected(document, siteProtects)
}
