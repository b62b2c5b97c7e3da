/** The privacy policy and terms of a fresh install, written for a proxy provider running Portico. */
export const legalDocumentSeed = [
  {
    kind: "privacy" as const,
    titleEn: "Privacy policy",
    titleZh: "隐私政策",
    updatedAt: new Date("2026-11-01T00:00:00Z"),
    contentEn: `<p>This policy explains what personal data Portico collects when you visit the site, create an account or use our proxies, why we collect it, and the choices you have.</p>
<h2>1. Data we collect</h2>
<ul>
<li><strong>Account data:</strong> name, email address, country, password (stored only as a salted hash), and the company details you add for invoices.</li>
<li><strong>Verification data (KYC):</strong> for larger purchases and custom plans, a company registration or identity document and a description of your use case.</li>
<li><strong>Payment data:</strong> order amounts, payment method and status. Card numbers are handled by our card payment provider and never reach our servers.</li>
<li><strong>Usage data:</strong> traffic volume per day, the target hostnames of proxy connections (kept to investigate abuse), and the IP addresses you connect from.</li>
<li><strong>Site data:</strong> the language you choose, your cookie choices, and — only if you accept analytics cookies — aggregated page statistics.</li>
</ul>
<h2>2. Why we use it</h2>
<p>To provide and bill the service, to keep it secure, to prevent fraud and abuse of the proxy network, to answer support requests, and to meet our legal and tax obligations. We send marketing email only if you opted in, and every message has an unsubscribe link.</p>
<h2>3. What we do not log</h2>
<p>We do not record the content of the pages you load through the proxies, and we do not sell or rent personal data to anyone.</p>
<h2>4. Who we share it with</h2>
<p>Payment providers (to take payments), our hosting and email providers (to run the service), and authorities when the law requires it. Each processor is bound by a data-processing agreement.</p>
<h2>5. How long we keep it</h2>
<p>Account and billing records: as long as your account is open and then for the period tax law requires (usually 7 years for invoices). Connection logs: 30 days. Verification documents: deleted 90 days after your account closes.</p>
<h2>6. Your rights</h2>
<p>You can access, correct, export or delete your data, object to marketing, and withdraw consent at any time. Write to our support address; we answer within 30 days. You may also complain to your data-protection authority.</p>
<h2>7. Cookies</h2>
<p>Necessary cookies keep you logged in and remember your language. Analytics and marketing cookies are set only after you accept them in the cookie banner; you can change your choice at any time with the "Cookie preferences" link in the footer. Your choice is kept for 365 days.</p>
<h2>8. Changes</h2>
<p>We will announce material changes by email and on this page at least 14 days before they take effect.</p>`,
    contentZh: `<p>本政策说明您访问本网站、注册账户或使用我们的代理时，Portico 收集哪些个人数据、收集原因以及您拥有的选择权。</p>
<h2>一、我们收集的数据</h2>
<ul>
<li><strong>账户数据：</strong>姓名、邮箱、国家、密码（仅保存加盐哈希值）以及您为开具发票填写的公司信息。</li>
<li><strong>身份验证数据（KYC）：</strong>较大金额的购买和定制方案需要提供公司注册信息或身份证件，并说明使用场景。</li>
<li><strong>支付数据：</strong>订单金额、支付方式和状态。银行卡号由银行卡支付服务商处理，不会传到我们的服务器。</li>
<li><strong>使用数据：</strong>每日流量、代理连接的目标域名（用于调查滥用）以及您连接时使用的 IP 地址。</li>
<li><strong>网站数据：</strong>您选择的语言、Cookie 偏好，以及在您同意分析类 Cookie 后收集的汇总访问统计。</li>
</ul>
<h2>二、使用目的</h2>
<p>提供服务并计费、保障安全、防止欺诈和滥用代理网络、处理客服请求，以及履行法律和税务义务。仅在您同意后才会发送营销邮件，每封邮件都附有退订链接。</p>
<h2>三、我们不记录的内容</h2>
<p>我们不记录您通过代理加载的页面内容，也不会向任何人出售或出租个人数据。</p>
<h2>四、数据共享</h2>
<p>仅与支付服务商（收款）、托管和邮件服务商（运行服务）共享，或在法律要求时向有关机关提供。每个处理方均签署了数据处理协议。</p>
<h2>五、保存期限</h2>
<p>账户和账单记录：账户存续期间，以及税法要求的期限（发票通常为 7 年）。连接日志：30 天。身份验证资料：账户注销 90 天后删除。</p>
<h2>六、您的权利</h2>
<p>您可以随时查阅、更正、导出或删除您的数据，拒绝营销信息，或撤回同意。请发送邮件至客服邮箱，我们将在 30 天内答复。您也可以向数据保护监管机构投诉。</p>
<h2>七、Cookie</h2>
<p>必要 Cookie 用于保持登录状态和记住语言。分析类和营销类 Cookie 仅在您于 Cookie 横幅中同意后才会设置；您可随时通过页脚的“Cookie 偏好设置”链接更改选择。您的选择保存 365 天。</p>
<h2>八、变更</h2>
<p>如有重大变更，我们会在生效前至少 14 天通过邮件和本页面通知您。</p>`,
  },
  {
    kind: "terms" as const,
    titleEn: "Terms of service",
    titleZh: "服务条款",
    updatedAt: new Date("2026-11-01T00:00:00Z"),
    contentEn: `<p>These terms govern your use of the Portico website, user centre and proxy network. By creating an account or buying a plan you agree to them.</p>
<h2>1. The service</h2>
<p>We provide rotating residential proxies billed by traffic and static ISP proxies billed per IP and period. Availability targets (99.9% per month) are goals, not guarantees, except where a custom contract says otherwise.</p>
<h2>2. Your account</h2>
<p>You must be at least 18 and give accurate details. Keep your password and proxy credentials secret: you are responsible for traffic sent with them. We may ask you to verify your identity (KYC) before delivering larger orders, custom plans or access to certain targets, and may refuse service if verification fails.</p>
<h2>3. Acceptable use</h2>
<p>You may not use the service to:</p>
<ul>
<li>commit fraud, take over accounts, or test stolen credentials;</li>
<li>send spam or run click fraud;</li>
<li>attack, overload or gain unauthorised access to any system;</li>
<li>access or distribute content that is illegal where you or the target are;</li>
<li>resell access without a written reseller agreement.</li>
</ul>
<p>We may suspend an account that breaks these rules without notice and without refund, and we cooperate with lawful requests from authorities.</p>
<h2>4. Prices and payment</h2>
<p>Prices are in US dollars and shown before you pay. Unpaid orders close after 30 minutes. Wallet balances do not expire but cannot be withdrawn as cash except when we close the service.</p>
<h2>5. Refunds</h2>
<p>Residential packages: refundable within 7 days of purchase if less than 5% of the traffic was used. Static ISP IPs: refundable within 24 hours of delivery if they do not work for your target and support cannot fix it. Test IPs and used traffic are not refundable. Refunds go to the original payment method or, at your choice, to your wallet.</p>
<h2>6. Liability</h2>
<p>The service is provided as is. Our total liability for any claim is limited to the amount you paid us in the 3 months before it. We are not liable for lost profits or for the content of third-party websites.</p>
<h2>7. Changes and termination</h2>
<p>You can close your account at any time. We announce changes to these terms at least 14 days before they apply; continuing to use the service after that means you accept them.</p>`,
    contentZh: `<p>本条款适用于您对 Portico 网站、用户中心和代理网络的使用。注册账户或购买套餐即表示您同意本条款。</p>
<h2>一、服务内容</h2>
<p>我们提供按流量计费的动态住宅代理，以及按 IP 和周期计费的静态 ISP 代理。可用性目标（每月 99.9%）为服务目标而非承诺，另有定制合同约定的除外。</p>
<h2>二、您的账户</h2>
<p>您须年满 18 周岁并提供真实信息。请妥善保管密码和代理认证信息：使用这些信息产生的流量由您负责。在交付较大订单、定制方案或开放特定目标前，我们可能要求您完成身份验证（KYC），验证未通过时我们可以拒绝提供服务。</p>
<h2>三、合理使用</h2>
<p>您不得利用本服务：</p>
<ul>
<li>实施欺诈、盗取账户或测试被盗凭证；</li>
<li>发送垃圾信息或进行点击欺诈；</li>
<li>攻击、压垮或未经授权访问任何系统；</li>
<li>访问或传播在您或目标所在地违法的内容；</li>
<li>未签订书面代理协议而转售访问权限。</li>
</ul>
<p>对于违反上述规定的账户，我们可不经通知予以停用且不予退款，并配合有关机关的合法要求。</p>
<h2>四、价格与支付</h2>
<p>价格以美元计，并在付款前显示。未支付订单 30 分钟后自动关闭。钱包余额不会过期，但除我们停止服务外不可提现。</p>
<h2>五、退款</h2>
<p>住宅套餐：购买后 7 天内且流量使用不足 5% 可退款。静态 ISP IP：交付后 24 小时内，如无法用于您的目标网站且客服无法解决，可退款。测试 IP 和已使用的流量不予退款。退款原路返回，或按您的选择退至钱包。</p>
<h2>六、责任限制</h2>
<p>本服务按现状提供。我们对任何索赔的总责任以您在索赔前 3 个月内向我们支付的金额为限。我们不对利润损失或第三方网站内容承担责任。</p>
<h2>七、变更与终止</h2>
<p>您可随时注销账户。本条款如有变更，我们将在生效前至少 14 天通知；此后继续使用本服务即视为您接受变更。</p>`,
  },
];
