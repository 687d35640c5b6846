import { QUICK_QUESTIONS } from '../../enums/chat.js'

/**
 * The panel's four quick questions (spec §9) with answers that name the site's own rules:
 * {vip_plans}, {download_rules} and {credit} are filled from the settings when answered. Keywords
 * are phrases about the site: an entry needs two of them (or a close paraphrase) to answer.
 */
export const QUICK_ANSWERS = [
  {
    question: QUICK_QUESTIONS[0],
    keywords: 'vip,会员,特权,开通,价格',
    answer: '{vip_plans}',
  },
  {
    question: QUICK_QUESTIONS[1],
    keywords: '下载文档,文档下载,怎么下载,下载次数,免费下载,下载不了',
    answer: '打开文档页面，点击“下载”按钮即可。\n{download_rules}\n付费文档会扣除标价的{credit}，VIP 会员可使用每天的免费下载次数。',
  },
  {
    question: QUICK_QUESTIONS[2],
    keywords: '注册账号,注册,新用户,创建账号',
    answer: '点击页面右上角的“注册”（/register），填写用户名、邮箱和密码即可创建账号。注册后每天签到可以领取{credit}。',
  },
  {
    question: QUICK_QUESTIONS[3],
    keywords: '忘记密码,找回密码,密码忘了,重置密码,修改密码,登录密码',
    answer: '在登录页点击“忘记密码”（/findpassword），输入注册邮箱，按邮件中的步骤设置新密码即可。',
  },
]

/**
 * Entries beyond the quick questions that a new site starts with, answered from the score rules.
 * {credit} in a question or keyword is the site's credit name when a message is matched.
 */
export const SITE_ANSWERS = [
  {
    question: '怎么获得{credit}？',
    keywords: '{credit},赚{credit},获得{credit},获取{credit},签到',
    answer: '{score_rules}\n{credit}可以用来下载付费文档和开通 VIP。',
  },
  {
    question: '上传文档有什么奖励？',
    keywords: '上传奖励,上传文档,奖励',
    answer: '{score_rules}',
  },
]
