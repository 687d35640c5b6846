/**
 * The fixed corpus of the recall bench: documents in Chinese and English, page by page, and
 * questions worded as a reader would ask them, each with the document and page holding the
 * answer. Pages share vocabulary with their neighbours on purpose (a handbook's pages all
 * talk about employees), so finding the document is easy and finding the page is the test.
 */
export interface RecallDocument {
  key: string
  title: string
  pages: string[]
}

export interface RecallQuestion {
  question: string
  document: string
  page: number
}

export const RECALL_DOCUMENTS: RecallDocument[] = [
  {
    key: 'handbook',
    title: '员工手册（2026版）',
    pages: [
      '第一章 总则。本手册适用于公司全体正式员工及试用期员工，规定了员工在工作中的权利与义务。员工应遵守国家法律法规和公司规章制度。',
      '第二章 考勤制度。公司实行弹性工作制，核心工作时间为上午十点至下午四点。员工每月迟到超过三次的，扣除当月全勤奖。忘记打卡须在两个工作日内提交补卡申请。',
      '第三章 休假制度。员工入职满一年后享有五天带薪年假，满十年享有十天带薪年假。年假须提前三个工作日在系统中申请。病假须提供二级以上医院证明。婚假为十五天。',
      '第四章 差旅与报销。出差住宿标准为一线城市每晚六百元，其他城市每晚四百元。员工应在出差返回后十五日内提交发票及报销单，逾期不予报销。',
      '第五章 离职。员工主动离职须提前三十日书面通知公司，试用期内须提前三日通知。离职前应完成工作交接并归还电脑、门禁卡等公司财产。',
    ],
  },
  {
    key: 'coffee',
    title: '家用全自动咖啡机使用说明书',
    pages: [
      '安全须知。请勿将机器浸入水中，插头须接地。儿童须在成人看护下使用。机器工作时冲泡头温度很高，请勿触摸。',
      '首次使用。向水箱注入清水至最高刻度线，按下电源键预热约两分钟。首次使用前请先空冲两次，以清洗内部管路。咖啡豆仓最多可装二百五十克咖啡豆。',
      '清洁与除垢。每天使用后应倒空渣盒并冲洗滴水盘。当除垢指示灯亮起时，将除垢剂溶于一升水中倒入水箱，运行除垢程序约二十分钟，然后用清水冲洗两遍。',
      '故障排除。如果咖啡流出很慢，可能是研磨过细，请将研磨度调粗。如果机器不出水，请检查水箱是否安装到位。奶泡不够丰富时，请使用冷藏的全脂牛奶。',
    ],
  },
  {
    key: 'history',
    title: '中国古代史简明读本',
    pages: [
      '秦朝。公元前二二一年，秦王嬴政统一六国，建立中国历史上第一个统一的中央集权国家，自称始皇帝。秦朝统一文字、货币和度量衡，并修筑长城。',
      '汉朝。汉武帝派张骞出使西域，开辟了连接东西方的丝绸之路。汉朝独尊儒术，设立太学，对后世影响深远。',
      '隋唐。隋朝开创科举制度，以考试选拔官员。唐朝国力强盛，都城长安是当时世界上最大的城市之一，唐诗达到中国诗歌的高峰。',
      '宋朝。北宋毕昇发明活字印刷术，大大提高了书籍印刷的效率。宋朝商业繁荣，出现了世界上最早的纸币交子。',
    ],
  },
  {
    key: 'ev',
    title: '新能源汽车选购与使用指南',
    pages: [
      '续航里程。厂家标注的续航是在标准工况下测得的，冬季低温时实际续航可能下降百分之二十到三十。高速行驶时能耗明显增加。',
      '充电方式。家用慢充桩功率一般为七千瓦，充满一辆中型车约需八小时。公共快充桩可在三十分钟内把电量从百分之三十充到百分之八十。',
      '电池保养。日常使用建议把电量保持在百分之二十到百分之八十之间，避免长期满电或亏电停放。长时间不用车时，应每月补电一次。',
      '保险与补贴。新能源汽车须购买专属车险，涵盖电池、电机等三电系统。部分城市对购买新能源汽车提供免费上牌或购置税减免。',
    ],
  },
  {
    key: 'tax',
    title: '个人所得税办理指南',
    pages: [
      '基本减除费用。居民个人综合所得的基本减除费用为每年六万元，即每月五千元。超过部分按照百分之三至百分之四十五的超额累进税率计税。',
      '专项附加扣除。子女教育每个子女每月扣除两千元，赡养老人每月最多扣除三千元，首套住房贷款利息每月扣除一千元。',
      '年度汇算。纳税人应在次年三月一日至六月三十日期间办理年度汇算，可通过个人所得税应用程序在线申报，多退少补。',
    ],
  },
  {
    key: 'telescope',
    title: 'Telescope User Guide',
    pages: [
      'Assembly. Extend the tripod legs and tighten the leg locks. Attach the equatorial mount to the tripod head, then slide the optical tube into the tube rings and close them gently.',
      'Collimation. A reflector must be collimated so that its mirrors share one optical axis. Use a collimation cap in the focuser and turn the three screws of the secondary mirror until the primary mirror appears centred.',
      'Eyepieces and magnification. Magnification equals the focal length of the telescope divided by the focal length of the eyepiece. A 25 mm eyepiece on a 1000 mm telescope gives 40 times. Start with the lowest power to find objects.',
      'Cleaning the optics. Blow loose dust off the lenses with a rubber air bulb. Never wipe a dry mirror; wash it with distilled water and a drop of dish soap only when dirt really blocks the view.',
      'Storage. Keep the telescope in a dry room with its dust caps on. Let it reach room temperature before capping it, so that dew does not condense on the optics.',
    ],
  },
  {
    key: 'sourdough',
    title: 'The Sourdough Baking Handbook',
    pages: [
      'Starter. Mix equal weights of whole wheat flour and water in a jar and feed it every day. After about a week the starter doubles within six hours of feeding and is ready to bake with.',
      'Hydration. Hydration is the weight of water divided by the weight of flour. Beginners should start at 70 percent; wetter doughs above 80 percent give an open crumb but are hard to shape.',
      'Shaping. Pre-shape the dough into a loose round, rest it for twenty minutes, then fold the edges to the centre to build surface tension. Proof the loaf seam side up in a floured basket.',
      'Baking. Preheat the oven with a Dutch oven inside to 250 degrees Celsius. Bake covered for 20 minutes to trap steam, then uncovered at 230 degrees for another 25 minutes until deeply brown.',
      'Troubleshooting. A dense, gummy loaf is usually underproofed or cut too early; let it cool for at least an hour. A flat loaf that spreads means the dough was overproofed or lacked tension.',
    ],
  },
  {
    key: 'network',
    title: 'Home Network Security Checklist',
    pages: [
      'Router passwords. Change the default administrator password of the router on the first day. Use a passphrase of at least twelve characters and turn off remote administration.',
      'Firmware updates. Router makers fix security holes through firmware updates. Enable automatic updates, or check the vendor site every month and install new firmware promptly.',
      'Guest network. Put visitors and smart home gadgets such as cameras and plugs on a separate guest network, so a compromised device cannot reach your laptop.',
      'Encryption. Use WPA3 encryption when all devices support it, otherwise WPA2 with AES. Never use WEP, which can be cracked in minutes, and disable WPS push-button pairing.',
    ],
  },
  {
    key: 'python',
    title: 'Python Programming Basics',
    pages: [
      'Variables. A variable is created the first time a value is assigned to it. Python is dynamically typed, so the same name may later refer to a value of another type.',
      'Lists. A list holds an ordered sequence of items and can be changed in place. Use append to add an item at the end and slicing such as items[1:3] to copy part of it.',
      'Exceptions. Errors at run time raise exceptions. Wrap risky code in a try block and handle a specific exception such as ValueError in an except clause; a finally clause always runs.',
      'Virtual environments. Create an isolated environment with python -m venv .venv and activate it before installing packages with pip, so projects do not share dependencies.',
    ],
  },
]

export const RECALL_QUESTIONS: RecallQuestion[] = [
  { question: '每个月迟到几次会扣全勤奖？', document: 'handbook', page: 2 },
  { question: '工作满十年有几天年假？', document: 'handbook', page: 3 },
  { question: '出差回来多久内要交发票报销？', document: 'handbook', page: 4 },
  { question: '辞职需要提前多少天通知公司', document: 'handbook', page: 5 },
  { question: '忘记打卡怎么办', document: 'handbook', page: 2 },
  { question: '咖啡机怎么除垢', document: 'coffee', page: 3 },
  { question: '咖啡流得很慢是什么原因', document: 'coffee', page: 4 },
  { question: '豆仓能装多少咖啡豆', document: 'coffee', page: 2 },
  { question: '打出来的奶泡不够丰富', document: 'coffee', page: 4 },
  { question: '丝绸之路是谁开辟的', document: 'history', page: 2 },
  { question: '科举制度从哪个朝代开始', document: 'history', page: 3 },
  { question: '活字印刷术是谁发明的', document: 'history', page: 4 },
  { question: '秦始皇统一了哪些东西', document: 'history', page: 1 },
  { question: '冬天电动车续航会掉多少', document: 'ev', page: 1 },
  { question: '家用充电桩充满电要多久', document: 'ev', page: 2 },
  { question: '电池电量平时保持在多少比较好', document: 'ev', page: 3 },
  { question: '新能源车的保险有什么不同', document: 'ev', page: 4 },
  { question: '个税每月免征额是多少', document: 'tax', page: 1 },
  { question: '赡养老人可以扣除多少', document: 'tax', page: 2 },
  { question: '个税年度汇算什么时候办理', document: 'tax', page: 3 },
  { question: 'How do I collimate the secondary mirror?', document: 'telescope', page: 2 },
  { question: 'how to calculate magnification with an eyepiece', document: 'telescope', page: 3 },
  { question: 'Can I wipe dust off the mirror?', document: 'telescope', page: 4 },
  { question: 'how to stop dew forming on the optics when storing', document: 'telescope', page: 5 },
  { question: 'attach the tube rings to the mount', document: 'telescope', page: 1 },
  { question: 'When is my sourdough starter ready?', document: 'sourdough', page: 1 },
  { question: 'what hydration should a beginner use', document: 'sourdough', page: 2 },
  { question: 'oven temperature for baking in a Dutch oven', document: 'sourdough', page: 4 },
  { question: 'Why is my bread dense and gummy?', document: 'sourdough', page: 5 },
  { question: 'how to build surface tension when shaping dough', document: 'sourdough', page: 3 },
  { question: 'Should I change the default router admin password?', document: 'network', page: 1 },
  { question: 'how often to update router firmware', document: 'network', page: 2 },
  { question: 'where to put smart home cameras on my wifi', document: 'network', page: 3 },
  { question: 'Is WEP encryption safe?', document: 'network', page: 4 },
  { question: 'How do I add an item to the end of a list?', document: 'python', page: 2 },
  { question: 'handle a ValueError in Python', document: 'python', page: 3 },
  { question: 'create a virtual environment with venv', document: 'python', page: 4 },
  { question: 'Python dynamic typing of variables', document: 'python', page: 1 },
  // Worded away from the text: synonyms, other word forms, no shared term for the key idea.
  { question: '电动车冬天跑不远怎么回事', document: 'ev', page: 1 },
  { question: '怎么清洗咖啡机', document: 'coffee', page: 3 },
  { question: '唐朝的首都是哪里', document: 'history', page: 3 },
  { question: '房贷利息能抵扣多少个税', document: 'tax', page: 2 },
  { question: 'could a hacked camera reach my laptop', document: 'network', page: 3 },
  { question: 'What magnification does a 25mm eyepiece give?', document: 'telescope', page: 3 },
  { question: 'my loaf spreads out flat', document: 'sourdough', page: 5 },
  { question: 'how long to bake with the lid on', document: 'sourdough', page: 4 },
]
