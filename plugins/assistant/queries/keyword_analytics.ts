import { DateTime } from 'luxon'
import ChatMessage from '../models/chat_message.js'
import ChatSession from '../models/chat_session.js'

const TOP = 20

/** The first moment of a quick range (spec §9): today, or today and the days before it. */
export function rangeStart(days: number) {
  return DateTime.now()
    .startOf('day')
    .minus({ days: days - 1 })
}

async function topQuestions(since: string, answered?: boolean) {
  const query = ChatMessage.query()
    .where('sender', 'user')
    .where('content', '<>', '')
    .where('created_at', '>=', since)
    .groupBy('content')
    .select('content')
    .count('* as total')
    .max('created_at as last_at')
    .orderBy('total', 'desc')
    .orderBy('content', 'asc')
    .limit(TOP)
  if (answered === false) query.where('answered', false)
  return (await query).map((row) => ({
    content: row.content,
    count: Number(row.$extras.total),
    last_at: String(row.$extras.last_at ?? ''),
  }))
}

/**
 * 聊天分析 over a quick range: what members ask most, what keyword mode found nothing for
 * (the knowledge base's to-do list), and how the closed sessions were rated.
 */
export async function keywordAnalytics(days: number) {
  const since = rangeStart(days).toFormat('yyyy-MM-dd HH:mm:ss')
  const [top, unanswered, ratingRows, sessions, messages] = await Promise.all([
    topQuestions(since),
    topQuestions(since, false),
    ChatSession.query().whereNotNull('closed_at').where('created_at', '>=', since).groupBy('rating').select('rating').count('* as total'),
    ChatSession.query().where('created_at', '>=', since).count('* as total'),
    ChatMessage.query().where('sender', 'user').where('created_at', '>=', since).count('* as total'),
  ])
  const ratings = [0, 1, 2, 3, 4, 5].map((rating) => ({
    rating,
    count: Number(ratingRows.find((row) => Number(row.rating) === rating)?.$extras.total ?? 0),
  }))
  const rated = ratings.filter((row) => row.rating > 0)
  const ratedCount = rated.reduce((sum, row) => sum + row.count, 0)
  return {
    days,
    session_count: Number(sessions[0].$extras.total),
    question_count: Number(messages[0].$extras.total),
    average_rating: ratedCount ? Math.round((rated.reduce((sum, row) => sum + row.rating * row.count, 0) / ratedCount) * 10) / 10 : 0,
    top,
    unanswered,
    ratings,
  }
}
