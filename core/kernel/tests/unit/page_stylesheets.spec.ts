import { test } from '@japa/runner'
import { pageSourceCandidates, pageStylesheets, pageStylesheetTags, type Manifest } from '#core/kernel/http/page_stylesheets'

/** The shape `vite build` writes: the entry, shared chunks, and pages as dynamic entries. */
const manifest: Manifest = {
  'resources/app.tsx': { file: 'app-1.js', css: ['app-1.css'], imports: ['_semi-base.js'] },
  '_semi-base.js': { file: 'semi-base.js', css: ['semi-base.css'], imports: ['_semi-deep.js'] },
  '_semi-deep.js': { file: 'semi-deep.js', css: ['semi-deep.css'] },
  '_table.js': { file: 'table.js', css: ['table.css'], imports: ['_pagination.js'] },
  '_pagination.js': { file: 'pagination.js', css: ['pagination.css'], imports: ['resources/app.tsx'] },
  '_reader.js': { file: 'reader.js', css: ['reader.css'], imports: ['_table.js'] },
  'plugins/documents/ui/pages/site/document.tsx': {
    file: 'document.js',
    imports: ['resources/app.tsx', '_semi-base.js', '_reader.js'],
  },
  'core/access/ui/pages/admin/user_list.tsx': { file: 'user_list.js', css: ['user_list.css'], imports: ['_table.js'] },
}

test.group('Page stylesheets in the server HTML', () => {
  test('a page name resolves to a core module page first, then a plugin page', ({ assert }) => {
    assert.deepEqual(pageSourceCandidates('documents/site/document'), [
      'core/documents/ui/pages/site/document.tsx',
      'plugins/documents/ui/pages/site/document.tsx',
    ])
    assert.deepEqual(pageSourceCandidates('access/admin/user_list'), [
      'core/access/ui/pages/admin/user_list.tsx',
      'plugins/access/ui/pages/admin/user_list.tsx',
    ])
  })

  test('follows imports to every depth, dependencies first, short of the app entry and without what @vite links', ({ assert }) => {
    assert.deepEqual(pageStylesheets(manifest, 'access/admin/user_list'), ['pagination.css', 'table.css', 'user_list.css'])
    assert.deepEqual(pageStylesheets(manifest, 'documents/site/document'), ['semi-deep.css', 'pagination.css', 'table.css', 'reader.css'])
  })

  test('an unknown page or a manifest without it links nothing', ({ assert }) => {
    assert.deepEqual(pageStylesheets(manifest, 'documents/site/missing'), [])
    assert.equal(pageStylesheetTags({}, '/assets', 'documents/site/document'), '')
  })

  test('links each stylesheet under the assets URL the client asks for', ({ assert }) => {
    assert.equal(
      pageStylesheetTags(manifest, '/assets/', 'access/admin/user_list'),
      [
        '<link rel="stylesheet" href="/assets/pagination.css">',
        '<link rel="stylesheet" href="/assets/table.css">',
        '<link rel="stylesheet" href="/assets/user_list.css">',
      ].join('\n')
    )
  })
})
