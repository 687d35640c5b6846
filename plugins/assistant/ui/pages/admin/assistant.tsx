import { Button, Empty, Form, Typography } from '@douyinfe/semi-ui-19'
import { IconComment, IconDelete, IconEdit, IconPlus, IconSetting } from '@douyinfe/semi-icons'
import { IllustrationNoAccess } from '@douyinfe/semi-illustrations'
import { Link } from '~/components/link'
import { AdminListPage, ListSearch } from '~/components/admin/admin_list_page'
import { AdminPage } from '~/components/admin/admin_page'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { useEntityAdmin } from '~/components/admin/use_entity_admin'
import { enableColumn } from '~/components/admin/enable_column'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { batchButtons } from '~/components/admin/batch_buttons'
import { apiUrl } from '~/lib/api_url'
import { ChatFileSpace, type ChatFileSpaceProps } from '../../components/chat_file_space'
import '../../components/assistant_admin.css'

interface Props {
  can: { list: boolean; create: boolean; update: boolean; delete: boolean; settings: boolean; conversations: boolean }
  /** For who may read the chats: the space members' chat files take. */
  files: ChatFileSpaceProps | null
}

interface KnowledgeRow {
  id: number
  question: string
  keywords: string
  answer: string
  enable: boolean
  sort: number
  updated_at: string | null
}

type Editing = Partial<KnowledgeRow>

const EMPTY: Editing = { question: '', keywords: '', answer: '', enable: true, sort: 0 }

function PageLinks({ can }: Pick<Props, 'can'>) {
  return (
    <>
      {can.conversations && (
        <Link href="/admin/assistant/search">
          <Button icon={<IconComment />}>聊天记录</Button>
        </Link>
      )}
      {can.settings && (
        <Link href="/admin/config/assistant">
          <Button icon={<IconSetting />}>助手设置</Button>
        </Link>
      )}
    </>
  )
}

/** 智能助手 (spec admin route `assistant`): the knowledge base keyword mode answers from. */
export default function AssistantAdmin({ can, files }: Props) {
  if (!can.list) {
    return (
      <AdminPage title="智能助手" actions={<PageLinks can={can} />}>
        {files && (
          <div className="ds-admin-list__notice">
            <ChatFileSpace space={files} />
          </div>
        )}
        <Empty
          image={<IllustrationNoAccess className="ds-empty-image" />}
          title="没有查看知识库的权限"
          description="请联系管理员为您的角色分配“聊天管理”中的知识库权限。"
        />
      </AdminPage>
    )
  }
  return <KnowledgeBase can={can} files={files} />
}

function KnowledgeBase({ can, files }: Props) {
  const { list, editing, setEditing, saving, save, toggle, remove } = useEntityAdmin<KnowledgeRow, { wd: string }>(
    {
      list: apiUrl('assistant.knowledge.list'),
      create: apiUrl('assistant.knowledge.create'),
      update: apiUrl('assistant.knowledge.update'),
      remove: apiUrl('assistant.knowledge.delete'),
    },
    'knowledge',
    { filters: { wd: '' }, text: ['wd'] }
  )
  const { selected } = list
  const removeEntries = (ids: number[], what: string) =>
    remove({ ids, title: '删除知识', content: `删除${what}？删除后助手不再用它回答。` })

  const columns = [
    {
      title: '问题',
      dataIndex: 'question',
      width: 220,
      render: (question: string) => <Typography.Text strong>{question}</Typography.Text>,
    },
    {
      title: '关键词',
      dataIndex: 'keywords',
      width: 180,
      render: (keywords: string) => <Typography.Text type="tertiary">{keywords || '—'}</Typography.Text>,
    },
    {
      title: '答案',
      dataIndex: 'answer',
      width: 320,
      render: (answer: string) => (
        <Typography.Paragraph
          ellipsis={{ rows: 2, showTooltip: { opts: { className: 'ds-assistant-admin__tip' } } }}
          className="ds-assistant-admin__answer"
        >
          {answer}
        </Typography.Paragraph>
      ),
    },
    { title: '排序', dataIndex: 'sort', width: 70 },
    enableColumn<KnowledgeRow>({ name: (row) => row.question, onChange: toggle, disabled: !can.update }),
    timeColumn<KnowledgeRow>('更新时间', 'updated_at'),
    rowActionsColumn<KnowledgeRow>({
      width: 130,
      actions: (row) => [
        { label: '编辑', icon: <IconEdit />, onClick: () => setEditing(row), show: can.update },
        {
          type: 'danger',
          icon: <IconDelete />,
          ariaLabel: `删除 ${row.question}`,
          onClick: () => removeEntries([row.id], `「${row.question}」`),
          show: can.delete,
        },
      ],
    }),
  ]

  return (
    <AdminListPage<KnowledgeRow>
      title="智能助手"
      description="关键词模式的知识库：消息与问题相同或含有关键词时，助手用这里的答案回答，并附上站内搜索到的文档和文章。"
      actions={
        <>
          <PageLinks can={can} />
          {can.create && (
            <Button theme="solid" icon={<IconPlus />} onClick={() => setEditing({ ...EMPTY })}>
              新增知识
            </Button>
          )}
        </>
      }
      notice={files && <ChatFileSpace space={files} />}
      list={list}
      filters={<ListSearch list={list} field="wd" label="搜索知识" placeholder="搜索问题、关键词或答案" />}
      batch={batchButtons([
        { label: '删除', type: 'danger', onClick: () => removeEntries(selected, `选中的 ${selected.length} 条知识`), show: can.delete },
      ])}
      columns={columns}
      scrollX={1120}
      empty={{ title: '知识库还是空的', description: can.create ? '点击“新增知识”，写下常见问题和答案' : undefined }}
      modals={
        <EntityFormModal<Editing>
          title={editing?.id ? '编辑知识' : '新增知识'}
          editing={editing}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSubmit={(values) =>
            save({
              question: values.question,
              keywords: values.keywords ?? '',
              answer: values.answer,
              enable: values.enable ?? true,
              sort: values.sort ?? 0,
            })
          }
        >
          <Form.Input field="question" label="问题" maxLength={255} rules={[{ required: true, message: '请输入问题' }]} />
          <Form.Input
            field="keywords"
            label="关键词"
            maxLength={500}
            extraText="用逗号或空格分隔；消息含有的关键词越多，越优先用这条回答"
          />
          <Form.TextArea
            field="answer"
            label="答案"
            autosize={{ minRows: 4, maxRows: 10 }}
            maxLength={10000}
            extraText="可写 {credit}（{credit}名称）、{vip_plans}（VIP 特权、套餐与价格，未开通时说明未开通）、{download_rules}（下载规则），回答时按当前设置填入"
            rules={[{ required: true, message: '请输入答案' }]}
          />
          <Form.InputNumber field="sort" label="排序" extraText="数值越小越先匹配" precision={0} className="ds-assistant-admin__sort" />
          <Form.Switch field="enable" label="启用" />
        </EntityFormModal>
      }
    />
  )
}
