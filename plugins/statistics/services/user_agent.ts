export interface AgentSummary {
  browser: string
  os: string
  /** 电脑, 手机, 平板 or 爬虫. */
  device: string
}

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, '微信'],
  [/QQBrowser|MQQBrowser/i, 'QQ浏览器'],
  [/UCBrowser|UCWEB/i, 'UC浏览器'],
  [/baiduboxapp|baidubrowser/i, '百度'],
  [/Quark/i, '夸克'],
  [/HuaweiBrowser/i, '华为浏览器'],
  [/MiuiBrowser/i, '小米浏览器'],
  [/SamsungBrowser/i, '三星浏览器'],
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/HarmonyOS|OpenHarmony/i, 'HarmonyOS'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
]

function first(list: [RegExp, string][], userAgent: string, fallback: string) {
  return list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? fallback
}

/** Browser, system and device class of a user agent, for the visitor list and its breakdowns. */
export function summarizeAgent(userAgent: string, bot: boolean): AgentSummary {
  const device = bot
    ? '爬虫'
    : /iPad|Tablet|Tab\b/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))
      ? '平板'
      : /Mobi|iPhone|iPod|Android|HarmonyOS/i.test(userAgent)
        ? '手机'
        : '电脑'
  return { browser: first(BROWSERS, userAgent, '其他'), os: first(SYSTEMS, userAgent, '其他'), device }
}
