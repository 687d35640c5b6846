import { useMemo, useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { Button, Card, Empty, Form, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconArrowLeft } from '@douyinfe/semi-icons'
import { IllustrationNotFound } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { CategoryImageField } from '../../components/category_image_field'
import { ParentCategoryField } from '../../components/parent_category_field'
import { CATEGORY_TYPES, parentFromPath, parentOptions, pathTo, type CategoryNode, type CategoryRow } from '../../components/category_types'
import { apiUrl } from '~/lib/api_url'
import '../../components/categories.css'

interface Props {
  category: CategoryRow | null
  /** The category's type tree, for the parent picker. */
  tree: CategoryNode[]
}

type FormValues = Omit<CategoryRow, 'parent_id' | 'icon' | 'cover'> & { parent_path: number[] }

export default function CategoryEdit({ category, tree }: Props) {
  const [saving, setSaving] = useState(false)
  const [images, setImages] = useState({ icon: category?.icon ?? '', cover: category?.cover ?? '' })
  const names = CATEGORY_TYPES[category?.type ?? 0] ?? CATEGORY_TYPES[0]
  const options = useMemo(() => parentOptions(tree, category?.id), [tree, category?.id])
  const back = () => router.visit(names.listHref)

  if (!category) {
    return (
      <Card bordered={false}>
        <Head title="编辑分类 - 管理后台" />
        <Empty image={<IllustrationNotFound className="ds-empty-image" />} title="分类不存在" description="它可能已被删除">
          <Button icon={<IconArrowLeft />} onClick={back}>
            返回{names.title}
          </Button>
        </Empty>
      </Card>
    )
  }

  const { icon: _icon, cover: _cover, parent_id: parentId, ...fields } = category
  const initValues: FormValues = { ...fields, parent_path: pathTo(tree, parentId) }

  const save = async (values: FormValues) => {
    setSaving(true)
    try {
      await api.put(apiUrl('categories.category.update'), {
        id: category.id,
        parent_id: parentFromPath(values.parent_path),
        title: values.title,
        sort: values.sort ?? 0,
        enable: Boolean(values.enable),
        icon: images.icon,
        cover: images.cover,
        description: values.description ?? '',
        show_description: Boolean(values.show_description),
      })
      Toast.success('保存成功')
      back()
    } catch (failure: any) {
      Toast.error(failure?.message ?? '保存失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card
      bordered={false}
      className="ds-admin-page"
      title={
        <Typography.Title heading={5} className="ds-category-edit__title">
          编辑分类
        </Typography.Title>
      }
    >
      <Head title={`编辑分类「${category.title}」 - 管理后台`} />
      <Form<FormValues> className="ds-category-edit" initValues={initValues} onSubmit={save} labelPosition="top">
        <>
          <ParentCategoryField options={options} />
          <Form.Input field="title" label="分类名称" maxLength={64} showClear rules={[{ required: true, message: '请输入分类名称' }]} />
          <Form.InputNumber field="sort" label="排序" extraText="数值越大越靠前" className="ds-sort-field" />
          <Form.Switch field="enable" label="启用" extraText="禁用后，该分类及其子分类都不会在前台显示" />
          <Form.Slot label="图标">
            <CategoryImageField
              label="图标"
              value={images.icon}
              previewHeight={48}
              onChange={(icon) => setImages((current) => ({ ...current, icon }))}
            />
          </Form.Slot>
          <Form.Slot label="封面">
            <CategoryImageField
              label="封面"
              value={images.cover}
              previewHeight={120}
              onChange={(cover) => setImages((current) => ({ ...current, cover }))}
            />
          </Form.Slot>
          <Form.TextArea field="description" label="描述" maxCount={512} autosize={{ minRows: 3, maxRows: 8 }} />
          <Form.Switch field="show_description" label="显示描述" extraText="在分类页顶部显示描述" />
          <div className="ds-category-edit__actions">
            <Button type="primary" theme="solid" htmlType="submit" loading={saving}>
              保存
            </Button>
            <Button icon={<IconArrowLeft />} onClick={back}>
              返回
            </Button>
          </div>
        </>
      </Form>
    </Card>
  )
}
