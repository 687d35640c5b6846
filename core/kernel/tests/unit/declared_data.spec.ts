import { test } from '@japa/runner'
import { definePermissionSet } from '#core/kernel/permission_set'
import { defineLabeledEnum } from '#core/kernel/labeled_enum'
import { textOfQuery } from '#core/kernel/http/query_list'

test.group('definePermissionSet', () => {
  test('keys are owner.resource.action, a resource with a title is one key, definitions keep the written order', ({ assert }) => {
    const set = definePermissionSet('shop', {
      item: { group: '商品', actions: { list: '商品列表', delete: '删除商品' } },
      report: { group: '报表', title: '查看报表' },
    })
    assert.equal(set.keys.item.list, 'shop.item.list')
    assert.equal(set.keys.item.delete, 'shop.item.delete')
    assert.equal(set.keys.report, 'shop.report')
    assert.deepEqual(set.definitions, [
      { key: 'shop.item.list', title: '商品列表', group: '商品' },
      { key: 'shop.item.delete', title: '删除商品', group: '商品' },
      { key: 'shop.report', title: '查看报表', group: '报表' },
    ])
  })
})

test.group('defineLabeledEnum', () => {
  test('one list gives the values by name, the labels by value and the options in order', ({ assert }) => {
    const status = defineLabeledEnum({ Draft: [0, '草稿'], Published: [1, '已发布'] })
    assert.deepEqual(status.values, { Draft: 0, Published: 1 })
    assert.deepEqual(status.labels, { 0: '草稿', 1: '已发布' })
    assert.deepEqual(status.options, [
      { value: 0, label: '草稿' },
      { value: 1, label: '已发布' },
    ])
  })

  test('string values work the same way', ({ assert }) => {
    const reason = defineLabeledEnum({ SignIn: ['sign_in', '每日签到'] })
    assert.equal(reason.values.SignIn, 'sign_in')
    assert.equal(reason.labels.sign_in, '每日签到')
  })
})

test.group('textOfQuery', () => {
  test('reads the first value as text and anything else as empty', ({ assert }) => {
    assert.equal(textOfQuery('pdf'), 'pdf')
    assert.equal(textOfQuery(['a', 'b']), 'a')
    assert.equal(textOfQuery(3), '3')
    assert.equal(textOfQuery({ nested: 'x' }), '')
    assert.equal(textOfQuery(undefined), '')
  })
})
