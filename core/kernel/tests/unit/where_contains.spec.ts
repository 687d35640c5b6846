import { test } from '@japa/runner'
import { containsPattern } from '#core/kernel/database/where_contains'

test.group('whereContains pattern', () => {
  test('wildcards typed by the user match themselves', ({ assert }) => {
    assert.equal(containsPattern('100%_a!'), '%100!%!_a!!%')
    assert.equal(containsPattern('文档'), '%文档%')
  })
})
