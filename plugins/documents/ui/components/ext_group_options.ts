/** The file types documents are filtered by (the server's EXT_GROUPS in queries/listing_filters.ts, then 其他 for the rest). */
export const EXT_GROUP_OPTIONS = [
  { value: 'pdf', label: 'PDF' },
  { value: 'doc', label: 'Word' },
  { value: 'ppt', label: 'PPT' },
  { value: 'xls', label: 'Excel' },
  { value: 'txt', label: 'TXT' },
  { value: 'other', label: '其他' },
]
