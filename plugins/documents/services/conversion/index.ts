/**
 * The document conversion engine: a library with no HTTP, database or queue. The documents
 * plugin calls convertDocument from its jobs and checkConversionTools from its admin panel.
 * How it works and why: docs/conversion.md.
 */
export { ConversionError, isConversionError, type ConversionErrorReason } from './errors.js'
export { detectFileType, kindOfExtension, SUPPORTED_EXTENSIONS, type DetectedFileType, type DocumentKind } from './file_type.js'
export { sanitizeFilename, type SanitizeOptions } from './sanitize_filename.js'
export { checkConversionTools, forgetResolvedTools, resolveTools, type ToolPaths } from './tools.js'
export {
  OfficeConverter,
  CSV_IMPORT,
  TSV_IMPORT,
  type OfficeConverterOptions,
  type OfficeConvertInput,
  type OfficeConvertResult,
} from './office_converter.js'
export { decodeText, detectTextEncoding, looksLikeText, type TextEncoding } from './text_encoding.js'
export { textToPdf, type TextToPdfOptions } from './text_to_pdf.js'
export { parseUmd } from './umd_reader.js'
export { ebookToPdf } from './ebook_converter.js'
export { normalizeText, describeText } from './text_normalize.js'
export {
  processPdf,
  previewCount,
  extractPdfText,
  type ExtractPdfTextOptions,
  type PreviewFormat,
  type ProcessPdfOptions,
  type ProcessPdfResult,
} from './process_pdf.js'
export {
  convertDocument,
  defaultOfficeConverter,
  closeDefaultOfficeConverter,
  type ConvertOptions,
  type ConversionResult,
  type ToPdfTool,
} from './convert_document.js'
export { renderPdfPage, type RenderPageOptions, type RenderPageResult } from './render_page.js'
export { cleanOutline, countOutline, OUTLINE_LIMITS, type OutlineEntry, type RawOutlineEntry } from './pdf_outline.js'
export { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip_reader.js'
