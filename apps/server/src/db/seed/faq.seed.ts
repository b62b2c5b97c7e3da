/**
 * Demo help-centre content for a fresh install, written for Portico: six categories and the
 * questions customers of a proxy shop actually ask. Operators edit or replace it in the database.
 */
export type FaqCategorySeed = { key: string; nameEn: string; nameZh: string; weight: number };
export type FaqArticleSeed = {
  category: string;
  subtitle: string;
  titleEn: string;
  titleZh: string;
  contentEn: string;
  contentZh: string;
  weight: number;
  views: number;
};

export const faqCategorySeed: FaqCategorySeed[] = [
  { key: "getting-started", nameEn: "Getting started", nameZh: "新手入门", weight: 60 },
  { key: "residential", nameEn: "Residential proxies", nameZh: "住宅代理", weight: 50 },
  { key: "static-isp", nameEn: "Static ISP proxies", nameZh: "静态 ISP 代理", weight: 40 },
  { key: "billing", nameEn: "Billing & payments", nameZh: "账单与支付", weight: 30 },
  { key: "account", nameEn: "Account & security", nameZh: "账户与安全", weight: 20 },
  { key: "integration", nameEn: "Integration & tools", nameZh: "集成与工具", weight: 10 },
];

export const faqArticleSeed: FaqArticleSeed[] = [
  {
    category: "getting-started",
    subtitle: "what-is-portico",
    titleEn: "What does Portico sell?",
    titleZh: "Portico 提供哪些产品？",
    contentEn:
      "<p>Portico sells two kinds of proxies:</p><ul><li><strong>Rotating residential proxies</strong>, billed by traffic (GB). Each request can leave from a different household IP in 190+ countries, drawn from a pool of about 90 million addresses.</li><li><strong>Static ISP proxies</strong>: dedicated IPs registered to internet providers in the region you pick, billed per IP and per period (weekly to quarterly).</li></ul><p>Custom plans (private pools, VPS bundles, very large volumes) are quoted by our sales team: use the contact button on any page.</p>",
    contentZh:
      "<p>Portico 提供两类代理：</p><ul><li><strong>动态住宅代理</strong>：按流量（GB）计费，每个请求都可以从 190 多个国家和地区的不同家庭 IP 发出，IP 池约 5000 万。</li><li><strong>静态 ISP 代理</strong>：在您选择的地区、注册在当地运营商名下的独享 IP，按 IP 数量和周期（周到季度）计费。</li></ul><p>定制方案（独享池、VPS 套餐、超大用量）由销售团队报价，可通过任意页面的联系按钮咨询。</p>",
    weight: 100,
    views: 940,
  },
  {
    category: "getting-started",
    subtitle: "first-proxy-in-five-minutes",
    titleEn: "How do I make my first request through a proxy?",
    titleZh: "如何通过代理发出第一个请求？",
    contentEn:
      '<ol><li>Create an account and verify your email.</li><li>Buy a residential plan on <a href="/residential/">Residential pricing</a> or a few IPs on <a href="/staticisp/">Static ISP pricing</a>.</li><li>Open <em>User centre → Proxy generator</em>, choose a country and the session type, and copy the generated line.</li><li>Test it from a terminal: <code>curl -x http://USER:PASS@HOST:PORT https://ipinfo.io/json</code>. The answer shows the proxy\'s IP and location.</li></ol><p>If the command times out, check that your firewall allows outgoing connections to the proxy port.</p>',
    contentZh:
      '<ol><li>注册账户并验证邮箱。</li><li>在<a href="/residential/">住宅代理价格</a>页购买流量套餐，或在<a href="/staticisp/">静态 ISP 价格</a>页购买 IP。</li><li>打开<em>用户中心 → 代理生成器</em>，选择国家和会话类型，复制生成的代理信息。</li><li>在终端中测试：<code>curl -x http://用户名:密码@主机:端口 https://ipinfo.io/json</code>，返回结果会显示代理的 IP 和位置。</li></ol><p>如果命令超时，请检查防火墙是否允许访问代理端口。</p>',
    weight: 90,
    views: 1210,
  },
  {
    category: "getting-started",
    subtitle: "residential-or-static-isp",
    titleEn: "Should I choose residential or static ISP proxies?",
    titleZh: "应该选择住宅代理还是静态 ISP 代理？",
    contentEn:
      "<p>Choose <strong>residential</strong> when you need many different IPs: price monitoring, search-result collection, ad verification in many cities. You pay for the traffic you use, and rotation is automatic.</p><p>Choose <strong>static ISP</strong> when one identity must stay stable for days: managing social or marketplace accounts, long logins, allow-listed access to partner systems. You pay per IP and keep it for the whole period.</p><p>Many teams use both: residential for collection, static ISP for the accounts that publish.</p>",
    contentZh:
      "<p>需要大量不同 IP 时选择<strong>住宅代理</strong>：价格监控、搜索结果采集、多城市广告验证等。按实际使用的流量付费，自动轮换。</p><p>需要同一身份稳定保持数天时选择<strong>静态 ISP 代理</strong>：管理社媒或电商账户、长时间登录、访问需要白名单的合作方系统。按 IP 付费，整个周期内独享。</p><p>很多团队两者兼用：住宅代理用于采集，静态 ISP 用于发布内容的账户。</p>",
    weight: 80,
    views: 870,
  },
  {
    category: "getting-started",
    subtitle: "free-test-ips",
    titleEn: "Can I try static ISP proxies for free?",
    titleZh: "可以免费试用静态 ISP 代理吗？",
    contentEn:
      "<p>Yes, when your account is eligible. Eligible accounts see a <strong>Test</strong> tab on the static ISP page. Test IPs are free and expire after <strong>24 hours</strong>; the tab shows how many you have left, and a selection above that number cannot be checked out.</p><p>If you do not see the tab, write to support with your use case and we will review your account.</p>",
    contentZh:
      "<p>符合条件的账户可以。符合条件的账户会在静态 ISP 页面看到<strong>测试</strong>标签。测试 IP 免费，<strong>24 小时</strong>后到期；标签会显示剩余可用数量，超出数量的选择无法结算。</p><p>如果没有看到该标签，请联系客服说明您的使用场景，我们会审核您的账户。</p>",
    weight: 70,
    views: 650,
  },
  {
    category: "residential",
    subtitle: "how-residential-traffic-is-counted",
    titleEn: "How is residential traffic counted?",
    titleZh: "住宅代理流量如何计算？",
    contentEn:
      "<p>We count the bytes sent and received through the proxy, request and response together, including headers and TLS overhead. Traffic is shown in MB, GB and TB with decimal steps (1 GB = 1000 MB on the dashboard).</p><p>Failed connections that never reach the target are not counted. Your remaining traffic and its expiry are on <em>User centre → Dashboard</em>, with a chart for the last 7 days.</p>",
    contentZh:
      "<p>我们统计通过代理发送和接收的字节数，包括请求和响应、请求头以及 TLS 开销。控制台以 MB、GB、TB 显示流量，按十进制换算（1 GB = 1000 MB）。</p><p>未连接到目标网站的失败请求不计流量。剩余流量和到期时间可在<em>用户中心 → 控制台</em>查看，并附最近 7 天的流量图表。</p>",
    weight: 100,
    views: 1320,
  },
  {
    category: "residential",
    subtitle: "rotating-and-sticky-sessions",
    titleEn: "What is the difference between rotating and sticky sessions?",
    titleZh: "轮换会话和粘性会话有什么区别？",
    contentEn:
      "<p>With a <strong>rotating</strong> session every new connection gets a new IP. Use it for crawling many independent pages.</p><p>With a <strong>sticky</strong> session you add a session id to the username, and the same IP is kept for up to 30 minutes, as long as the household device stays online. Use it for multi-step flows such as a search followed by a product page.</p><p>The proxy generator in the user centre creates both formats for you.</p>",
    contentZh:
      "<p><strong>轮换会话</strong>下，每个新连接都会分配新的 IP，适合抓取大量相互独立的页面。</p><p><strong>粘性会话</strong>需要在用户名中加入会话 ID，只要该家庭设备在线，同一 IP 最多可保持 30 分钟，适合多步骤流程，例如先搜索再打开商品页。</p><p>用户中心的代理生成器可以为您生成这两种格式。</p>",
    weight: 90,
    views: 1105,
  },
  {
    category: "residential",
    subtitle: "choose-country-and-city",
    titleEn: "Can I choose the country or city of residential IPs?",
    titleZh: "可以指定住宅 IP 的国家或城市吗？",
    contentEn:
      "<p>Yes. Every residential plan includes country selection across 190+ countries. Add the country code to the username (for example <code>-country-us</code>), or pick it in the proxy generator.</p><p>City-level targeting is available for the largest markets; if a city has too few online devices the request is answered from the country pool so it does not fail.</p>",
    contentZh:
      "<p>可以。所有住宅套餐都支持在 190 多个国家和地区中选择国家。在用户名中加入国家代码（例如 <code>-country-us</code>），或在代理生成器中选择。</p><p>主要市场支持城市级定位；如果某城市在线设备过少，请求会由该国家的 IP 池响应，以免失败。</p>",
    weight: 80,
    views: 760,
  },
  {
    category: "residential",
    subtitle: "residential-traffic-expiry",
    titleEn: "What happens when my traffic expires or runs out?",
    titleZh: "流量到期或用完后会怎样？",
    contentEn:
      "<p>Each residential package has a validity in days (a 1-day trial is shown as 24 hours). Unused traffic expires at the end of that period. When traffic runs out, requests are refused with HTTP 407 until you buy more.</p><p>Buying a new package before expiry adds its traffic to your balance, so nothing you paid for is lost early.</p>",
    contentZh:
      "<p>每个住宅套餐都有以天计的有效期（1 天的体验套餐显示为 24 小时）。有效期结束时未使用的流量失效。流量用完后，请求会返回 HTTP 407，直到您再次购买。</p><p>在到期前购买新套餐，其流量会累加到余额中，您已付费的流量不会提前作废。</p>",
    weight: 70,
    views: 540,
  },
  {
    category: "static-isp",
    subtitle: "what-is-a-static-isp-proxy",
    titleEn: "What is a static ISP proxy?",
    titleZh: "什么是静态 ISP 代理？",
    contentEn:
      "<p>A static ISP proxy is a dedicated IP address hosted in a data centre but registered to a consumer internet provider (the ISP badge on each region card). Websites see it as a home connection, and it never changes while your subscription runs.</p><p>You are the only customer using the IP during your period, which keeps its reputation in your hands.</p>",
    contentZh:
      "<p>静态 ISP 代理是托管在数据中心、但注册在家庭宽带运营商名下的独享 IP（即地区卡片上的 ISP 标识）。网站会把它识别为家庭网络，订阅期内 IP 不会变化。</p><p>在您的订阅期内只有您在使用该 IP，IP 信誉完全由您掌控。</p>",
    weight: 100,
    views: 980,
  },
  {
    category: "static-isp",
    subtitle: "static-isp-billing-periods",
    titleEn: "Which billing periods do static ISP IPs have?",
    titleZh: "静态 ISP IP 有哪些计费周期？",
    contentEn:
      "<p>Five periods: <strong>weekly</strong> (7 days), <strong>fortnightly</strong> (14 days), <strong>monthly</strong> (30 days), <strong>bimonthly</strong> (60 days) and <strong>quarterly</strong> (90 days). Longer periods cost less per day. Each region card shows the price per IP for the period you select, and the summary adds up your basket, rounded to the cent.</p>",
    contentZh:
      "<p>共五种周期：<strong>周付</strong>（7 天）、<strong>双周付</strong>（14 天）、<strong>月付</strong>（30 天）、<strong>双月付</strong>（60 天）和<strong>季付</strong>（90 天）。周期越长，日均价格越低。每张地区卡片显示所选周期下每个 IP 的价格，右侧汇总会计算购物车总价，精确到分。</p>",
    weight: 90,
    views: 720,
  },
  {
    category: "static-isp",
    subtitle: "renew-static-isp-ips",
    titleEn: "How do I renew static ISP IPs?",
    titleZh: "如何续费静态 ISP IP？",
    contentEn:
      "<p>Open <em>User centre → Static ISP → IP list</em>, select the IPs and click <strong>Renew</strong>, then choose the period. You keep the same addresses.</p><p>An IP can be renewed while it is active, and for up to 4 days after it expires; after that it returns to the pool and may be assigned to someone else.</p>",
    contentZh:
      "<p>打开<em>用户中心 → 静态 ISP → IP 列表</em>，勾选 IP 后点击<strong>续费</strong>并选择周期，IP 地址保持不变。</p><p>IP 在有效期内以及过期后 4 天内均可续费；超过 4 天后会回收到 IP 池，可能分配给其他用户。</p>",
    weight: 80,
    views: 610,
  },
  {
    category: "static-isp",
    subtitle: "static-isp-stock",
    titleEn: "Why does a region show limited stock?",
    titleZh: "为什么某些地区显示库存有限？",
    contentEn:
      "<p>Static ISP IPs are real, dedicated addresses, so each region has a fixed number available. The stock on a card is the count of free IPs right now; you cannot order more than that, and the quantity box stops at the stock. When a region shows 0, new blocks are usually added within a few days — contact sales if you need a larger batch reserved.</p>",
    contentZh:
      "<p>静态 ISP IP 是真实的独享地址，每个地区的可用数量是固定的。卡片上的库存就是当前空闲 IP 的数量，购买数量不能超过库存，数量输入框到库存上限即停止。某地区显示为 0 时，通常几天内会补充新的 IP 段；如需预留大批量 IP，请联系销售。</p>",
    weight: 70,
    views: 430,
  },
  {
    category: "billing",
    subtitle: "payment-methods",
    titleEn: "Which payment methods do you accept?",
    titleZh: "支持哪些支付方式？",
    contentEn:
      "<p>You can pay with your <strong>account balance</strong>, a <strong>credit or debit card</strong>, or <strong>Alipay</strong>. Prices are in US dollars; card and Alipay payments may be charged in Chinese yuan at the rate shown at checkout.</p><p>Orders stay unpaid for 30 minutes, then close automatically so the reserved IPs return to stock.</p>",
    contentZh:
      "<p>您可以使用<strong>账户余额</strong>、<strong>信用卡或借记卡</strong>，或<strong>支付宝</strong>付款。价格以美元计；银行卡和支付宝付款可能按结算页显示的汇率以人民币扣款。</p><p>订单未支付状态保留 30 分钟，之后自动关闭，预留的 IP 会退回库存。</p>",
    weight: 100,
    views: 1150,
  },
  {
    category: "billing",
    subtitle: "top-up-wallet",
    titleEn: "How do I top up my wallet?",
    titleZh: "如何为钱包充值？",
    contentEn:
      "<p>Go to <em>User centre → Wallet</em>, enter an amount or use the quick buttons (+$10, +$50, +$100, +$500, +$1000), and pay by card or Alipay. The balance is credited as soon as the payment provider confirms it, usually within seconds.</p><p>Every top-up appears in <em>Deposit history</em> with a downloadable invoice.</p>",
    contentZh:
      "<p>进入<em>用户中心 → 钱包</em>，输入金额或使用快捷按钮（+$10、+$50、+$100、+$500、+$1000），通过银行卡或支付宝付款。支付渠道确认后余额立即到账，通常只需几秒。</p><p>每笔充值都会显示在<em>充值记录</em>中，并可下载发票。</p>",
    weight: 90,
    views: 690,
  },
  {
    category: "billing",
    subtitle: "refund-policy",
    titleEn: "Can I get a refund?",
    titleZh: "可以退款吗？",
    contentEn:
      '<p>Unused residential packages can be refunded within 7 days of purchase when less than 5% of the traffic has been used. Static ISP IPs can be refunded within 24 hours of delivery if they do not work for your target and support cannot fix it.</p><p>Refunds go back to the original payment method, or to your wallet if you prefer; wallet refunds are instant. See the <a href="/terms">Terms of service</a> for details.</p>',
    contentZh:
      '<p>住宅套餐在购买后 7 天内且流量使用不足 5% 时可申请退款。静态 ISP IP 交付后 24 小时内，如无法用于您的目标网站且客服无法解决，可申请退款。</p><p>退款将原路返回，或按您的意愿退至钱包；退至钱包即时到账。详情请参阅<a href="/terms">服务条款</a>。</p>',
    weight: 80,
    views: 820,
  },
  {
    category: "billing",
    subtitle: "invoices",
    titleEn: "How do I get an invoice?",
    titleZh: "如何获取发票？",
    contentEn:
      "<p>Every paid order and every top-up has an invoice. Open the order list or the deposit history in the user centre and click <strong>Invoice</strong>: a PDF with your company details opens in a new window. Add your company name and VAT number in your profile before downloading.</p>",
    contentZh:
      "<p>每个已支付订单和每笔充值都有对应发票。在用户中心打开订单列表或充值记录，点击<strong>发票</strong>，会在新窗口打开包含公司信息的 PDF。下载前请先在个人资料中填写公司名称和税号。</p>",
    weight: 70,
    views: 360,
  },
  {
    category: "account",
    subtitle: "reset-password",
    titleEn: "I forgot my password. What do I do?",
    titleZh: "忘记密码怎么办？",
    contentEn:
      "<p>Click <strong>Forgot password</strong> on the login page and enter your email. We send a reset link valid for one hour. Choose a new password of 8 to 20 characters.</p><p>After several failed login or reset attempts the form pauses for 5 minutes to protect your account.</p>",
    contentZh:
      "<p>在登录页点击<strong>忘记密码</strong>并输入邮箱，我们会发送有效期为 1 小时的重置链接。请设置 8 到 20 位的新密码。</p><p>多次登录或重置失败后，表单会暂停 5 分钟，以保护您的账户。</p>",
    weight: 100,
    views: 560,
  },
  {
    category: "account",
    subtitle: "identity-verification",
    titleEn: "Why do you ask for identity verification?",
    titleZh: "为什么需要身份验证？",
    contentEn:
      "<p>Proxies can be misused, and the ISPs we work with require us to know our customers. Larger purchases, custom plans and some sensitive targets need a short verification (KYC): a company registration or an ID document and a description of your use case.</p><p>Documents are checked by our compliance team, used only for this purpose and deleted 90 days after your account closes.</p>",
    contentZh:
      "<p>代理可能被滥用，合作运营商也要求我们了解客户身份。较大金额的购买、定制方案以及部分敏感目标需要完成简短的身份验证（KYC）：提供公司注册信息或身份证件，并说明使用场景。</p><p>资料仅由合规团队审核、仅用于此目的，并在账户注销 90 天后删除。</p>",
    weight: 90,
    views: 410,
  },
  {
    category: "account",
    subtitle: "ip-allowlist",
    titleEn: "Can I use an IP allow-list instead of a password?",
    titleZh: "可以用 IP 白名单代替密码认证吗？",
    contentEn:
      "<p>Yes. In the proxy generator add up to 20 of your server addresses to the allow-list. Requests from those addresses are accepted without a username and password, which suits tools that cannot send proxy credentials.</p><p>Keep the list short and remove servers you retire: anyone on an allowed address can spend your traffic.</p>",
    contentZh:
      "<p>可以。在代理生成器中最多可将 20 个服务器地址加入白名单。来自这些地址的请求无需用户名和密码，适合无法发送代理认证信息的工具。</p><p>请保持名单精简并及时删除停用的服务器：任何使用白名单地址的人都能消耗您的流量。</p>",
    weight: 80,
    views: 470,
  },
  {
    category: "account",
    subtitle: "acceptable-use",
    titleEn: "What am I not allowed to do with the proxies?",
    titleZh: "使用代理时禁止哪些行为？",
    contentEn:
      '<p>You may not use Portico for fraud, credential stuffing, spam, attacks on any system, access to content that is illegal where you or the target are, or anything that breaks the target\'s law. We block banking and government login pages on residential IPs by default.</p><p>Accounts that break these rules are suspended without refund. The full list is in the <a href="/terms">Terms of service</a>.</p>',
    contentZh:
      '<p>禁止将 Portico 用于欺诈、撞库、垃圾信息、攻击任何系统、访问您或目标所在地违法的内容，或任何违反目标所在地法律的行为。住宅 IP 默认屏蔽银行和政府登录页面。</p><p>违反规定的账户将被停用且不予退款。完整规定请参阅<a href="/terms">服务条款</a>。</p>',
    weight: 70,
    views: 390,
  },
  {
    category: "integration",
    subtitle: "proxy-formats",
    titleEn: "Which proxy formats and protocols are supported?",
    titleZh: "支持哪些代理格式和协议？",
    contentEn:
      "<p>All proxies speak <strong>HTTP</strong>, <strong>HTTPS (CONNECT)</strong> and <strong>SOCKS5</strong>. The proxy generator exports lines as <code>host:port:user:pass</code>, <code>user:pass@host:port</code> or <code>http://user:pass@host:port</code>, as plain text or a file.</p>",
    contentZh:
      "<p>所有代理均支持 <strong>HTTP</strong>、<strong>HTTPS（CONNECT）</strong>和 <strong>SOCKS5</strong>。代理生成器可导出 <code>主机:端口:用户名:密码</code>、<code>用户名:密码@主机:端口</code> 或 <code>http://用户名:密码@主机:端口</code> 格式，可复制文本或下载文件。</p>",
    weight: 100,
    views: 880,
  },
  {
    category: "integration",
    subtitle: "use-with-python-requests",
    titleEn: "How do I use Portico with Python requests?",
    titleZh: "如何在 Python requests 中使用 Portico？",
    contentEn:
      '<p>Pass the proxy to every request:</p><pre><code>import requests\nproxy = "http://USER:PASS@HOST:PORT"\nr = requests.get("https://ipinfo.io/json", proxies={"http": proxy, "https": proxy}, timeout=30)\nprint(r.json())</code></pre><p>Reuse a <code>requests.Session</code> with a sticky session id when a site needs cookies across pages.</p>',
    contentZh:
      '<p>在每个请求中传入代理：</p><pre><code>import requests\nproxy = "http://用户名:密码@主机:端口"\nr = requests.get("https://ipinfo.io/json", proxies={"http": proxy, "https": proxy}, timeout=30)\nprint(r.json())</code></pre><p>当网站需要跨页面保留 Cookie 时，请结合粘性会话 ID 复用 <code>requests.Session</code>。</p>',
    weight: 90,
    views: 930,
  },
  {
    category: "integration",
    subtitle: "anti-detect-browsers",
    titleEn: "Can I use the proxies in an anti-detect browser?",
    titleZh: "可以在防关联浏览器中使用代理吗？",
    contentEn:
      "<p>Yes. Anti-detect browsers and multi-account tools accept our proxies as HTTP or SOCKS5. Give each browser profile its own static ISP IP so every account keeps one stable identity, and match the profile's time zone and language to the IP's region.</p>",
    contentZh:
      "<p>可以。防关联浏览器和多账户工具均支持以 HTTP 或 SOCKS5 方式使用我们的代理。请为每个浏览器配置文件分配独立的静态 ISP IP，让每个账户保持稳定身份，并使配置文件的时区和语言与 IP 所在地区一致。</p>",
    weight: 80,
    views: 520,
  },
];
