import type { JobDefinition } from '#core/queue/contracts'

export const CLEAN_FILES_JOB = 'assistant.clean_files'

/** Expired chat files, and those of deleted sessions or members, leave storage (hourly). */
export const cleanChatFilesJob: JobDefinition<Record<string, never>> = {
  name: CLEAN_FILES_JOB,
  label: '清理聊天文件',
  attempts: 2,
  concurrency: 1,
  async handle() {
    const { cleanChatFiles } = await import('../services/chat_file_cleanup.js')
    await cleanChatFiles()
  },
}
