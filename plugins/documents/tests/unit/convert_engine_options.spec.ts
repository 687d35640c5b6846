import { test } from '@japa/runner'
import { engineOptions, leaseSeconds, type ConverterSettings } from '#plugins/documents/services/conversion_worker'
import { convertJob, useConcurrencySetting } from '#plugins/documents/jobs/convert_job'

const defaults: ConverterSettings = {
  max_preview: 12,
  max_preview_percent: 100,
  extension: 'webp',
  enable_gzip: true,
  enable_convert_repeated_document: false,
  concurrency: 2,
  attempts: 3,
  timeout: 30,
  office_restart_every: 50,
}

test.group('conversion settings → engine options', (group) => {
  group.each.teardown(() => {
    delete process.env.DOCSITE_CONVERT_MAX_PAGES
    delete process.env.DOCSITE_CONVERT_CONCURRENCY
    delete process.env.DOCSITE_CONVERT_LEASE_SECONDS
  })

  test('each converter setting reaches the engine', ({ assert }) => {
    const options = engineOptions({
      ...defaults,
      extension: 'svg',
      enable_gzip: false,
      max_preview: 0,
      max_preview_percent: 40,
      timeout: 5,
    })
    assert.deepInclude(options, {
      format: 'svg',
      gzipSvg: false,
      maxPreview: 0,
      previewPercent: 40,
      stepTimeoutMs: 300_000,
      ebookTimeoutMs: 300_000,
      keepPdf: true,
    })
    assert.notProperty(options, 'maxPages', 'the engine default applies unless the environment lowers it')
    process.env.DOCSITE_CONVERT_MAX_PAGES = '1000'
    assert.equal(engineOptions(defaults).maxPages, 1000)
  })

  test('the lease length comes from the environment, 120 s by default', ({ assert }) => {
    assert.equal(leaseSeconds(), 120)
    process.env.DOCSITE_CONVERT_LEASE_SECONDS = '7'
    assert.equal(leaseSeconds(), 7)
    process.env.DOCSITE_CONVERT_LEASE_SECONDS = 'abc'
    assert.equal(leaseSeconds(), 120)
  })

  test('the concurrency setting applies unless DOCSITE_CONVERT_CONCURRENCY is set', ({ assert }) => {
    const before = convertJob.concurrency
    try {
      useConcurrencySetting(3)
      assert.equal(convertJob.concurrency, 3)
      process.env.DOCSITE_CONVERT_CONCURRENCY = '1'
      useConcurrencySetting(5)
      assert.equal(convertJob.concurrency, 3, 'the environment wins over the setting')
    } finally {
      convertJob.concurrency = before
    }
  })
})
