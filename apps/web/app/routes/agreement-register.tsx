/** /agreement/register — 用户注册协议: the terms of an account on 翰墨字库, written for this site. */
import { Link } from 'react-router';
import type { Route } from './+types/agreement-register';
import { Clauses, LegalDocument, Section, legalLink } from '../components/legal-document.tsx';
import { pageTitle } from '../lib/page-title.ts';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('用户注册协议') },
  { name: 'description', content: '翰墨字库用户注册协议：账户注册与安全、使用规范、个人信息的收集与保护、服务变更与责任。' },
];

const UPDATED = '2026 年 11 月 22 日';




export default function AgreementRegister() {
  return (
    <LegalDocument path="agreement/register" title="用户注册协议" updated={UPDATED}>
        <p>
          欢迎来到翰墨字库。本协议是你与翰墨字库之间关于注册和使用本站账户的约定。请在注册前花几分钟读一读；你勾选同意并完成注册，即表示你已经阅读并同意本协议的全部内容。如果不同意，请不要注册——不登录也可以浏览本站的公开内容。
        </p>

        <Section n="一" title="我们是谁">
          <p>
            翰墨字库（下称“我们”或“本站”）是一个以书法与中文字体为主题的网站，提供字体的在线预览、比较、收藏与下载，以及书法百科、设计案例、行业资讯等内容。本协议中的“你”，指注册或使用本站账户的个人。
          </p>
        </Section>

        <Section n="二" title="注册账户">
          <Clauses>
            <li>你可以使用一个中国大陆手机号或一个电子邮箱注册账户。</li>
            <li>
              注册、登录或找回密码时，我们会向该手机号发送短信验证码，或向该邮箱发送邮件验证码，以确认它确实归你使用。验证码只在短时间内有效，且只用于当次操作。
            </li>
            <li>
              请不要把验证码告诉任何人。翰墨字库的工作人员不会以任何理由向你索要验证码或密码；如有人这样做，请提高警惕。
            </li>
            <li>请使用真实、有效且归你本人使用的手机号或邮箱，并在其变更时及时更新，以便你能找回账户、收到重要通知。</li>
            <li>昵称和头像由你自行设置。请不要使用违法、侵犯他人权利的文字或图片，也不要冒充他人或其他机构。</li>
          </Clauses>
        </Section>

        <Section n="三" title="账户安全">
          <Clauses>
            <li>
              请设置一个不易被猜到的密码，并妥善保管。密码长度为 8 至 128 个字符，任何字符都可以使用，一句好记的中文短语就很合适；过于常见的密码会被拒绝。
            </li>
            <li>一人一个账户。账户只供你本人使用，请不要出借、转让、出租或出售账户，也不要购买或使用他人的账户。</li>
            <li>
              通过你的账户进行的操作，视为你本人所为。如果发现账户被他人使用，或怀疑密码已经泄露，请尽快修改密码，并通过
              <Link to="/contact" className={legalLink}>联系我们</Link>
              页面告诉我们。
            </li>
            <li>为保护你的账户，当我们发现异常登录或可疑操作时，可能会请你重新验证身份，或暂时限制部分功能，核实后即恢复。</li>
          </Clauses>
        </Section>

        <Section n="四" title="使用规范">
          <p>为了让本站对每一位用户都稳定、公平，使用本站时请不要：</p>
          <ul className="list-disc space-y-2 pl-6 marker:text-gold">
            <li>用爬虫、脚本或其他自动化方式批量抓取页面内容、字形图片或字体文件；</li>
            <li>攻击或干扰本站，例如探测漏洞、发起大量请求、绕过下载限制或验证码等安全措施；</li>
            <li>上传、发布侵犯他人著作权、商标权、肖像权等权利的内容，或违法、不良的信息；</li>
            <li>
              违反字体的授权条件使用从本站下载的字体（详见
              <Link to="/agreement/font" className={legalLink}>《字体授权协议》</Link>
              ）；
            </li>
            <li>冒充他人，或让人误以为你与本站有合作、代理关系。</li>
          </ul>
          <p>
            对违反上述规范的行为，我们可以视情节删除相关内容、限制或暂停账户的部分功能；情节严重的，可以终止为该账户提供服务。由此给本站或他人造成损失的，应依法承担责任。
          </p>
        </Section>

        <Section n="五" title="个人信息">
          <p>我们尊重并保护你的个人信息，只收集提供服务所必需的部分。</p>
          <Clauses>
            <li>
              <strong className="font-medium">我们收集什么：</strong>
              注册所用的手机号或电子邮箱；你设置的昵称和头像；你在本站的下载记录与收藏记录。为保障安全，服务器还会按常规记录访问日志（如访问时间）。
            </li>
            <li>
              <strong className="font-medium">为什么收集：</strong>
              手机号或邮箱用于登录、验证身份、找回密码和发送与账户有关的重要通知；昵称和头像用于在个人中心展示；下载记录和收藏记录用于让你在个人中心查看、再次找到和比较你用过或喜欢的字体；访问日志用于排查故障、防范攻击。我们不会把这些信息用于与上述目的无关的事情。
            </li>
            <li>
              <strong className="font-medium">存放在哪里：</strong>
              你的个人信息存储在中华人民共和国境内（中国大陆）的服务器上。
            </li>
            <li>
              <strong className="font-medium">不出售、不随意提供：</strong>
              我们不会出售你的个人信息，也不会向第三方提供，除非事先得到你的同意，或法律法规要求、有关机关依法要求。发送验证码时，短信或邮件服务商会在发送所必需的范围内处理你的手机号或邮箱。
            </li>
            <li>
              <strong className="font-medium">查看与更正：</strong>
              你可以在个人中心查看你的资料、下载记录与收藏，并修改昵称、头像和密码。
            </li>
            <li>
              <strong className="font-medium">注销账户：</strong>
              如需注销，请通过
              <Link to="/contact" className={legalLink}>联系我们</Link>
              页面提出申请。我们会先确认申请人是账户本人，核实后在 15 个工作日内注销账户，并删除或匿名化处理你的个人信息，法律法规要求保留的除外。账户注销后无法恢复，其中的下载记录与收藏也将一并清除。
            </li>
          </Clauses>
        </Section>

        <Section n="六" title="服务变更与通知">
          <Clauses>
            <li>
              我们会不断改进本站，可能增加、调整或停止部分功能与内容。字体的授权状态、是否提供下载，也可能因权利人的要求而变化。
            </li>
            <li>
              本协议可能随服务变化而修改。修改后的协议会在本页发布，并更新页首的“最近更新”日期；涉及你重要权利的变更，我们还会通过站内消息、短信或邮件另行提示。修改生效后你继续使用账户，即视为接受修改后的协议；如不同意，你可以停止使用并申请注销。
            </li>
            <li>与账户有关的通知，会发到你的站内“消息通知”、注册手机号或邮箱，请留意查看。</li>
          </Clauses>
        </Section>

        <Section n="七" title="责任限制">
          <Clauses>
            <li>
              我们会尽力让本站稳定、安全地运行。因网络故障、设备维护、不可抗力等原因造成的中断或延迟，我们会尽快恢复，但无法保证服务永不中断、毫无差错。
            </li>
            <li>本站的字体预览效果仅供参考，实际效果以字体文件在你所用软件和设备中的显示为准。</li>
            <li>因你自行泄露密码或验证码、违反本协议或字体授权条件而造成的损失，由你自行承担。</li>
            <li>在法律允许的范围内，我们不对间接损失承担责任；但这并不免除我们依法应当承担的责任。</li>
          </Clauses>
        </Section>

        <Section n="八" title="法律适用与争议解决">
          <p>
            本协议的订立、履行和解释，适用中华人民共和国法律（为本协议之目的，不包括香港特别行政区、澳门特别行政区和台湾地区的法律）。如发生争议，双方应先友好协商；协商不成的，任何一方都可以向有管辖权的人民法院提起诉讼。
          </p>
        </Section>

        <Section n="九" title="联系我们">
          <p>
            对本协议或你的个人信息有任何疑问、意见或投诉，欢迎在
            <Link to="/contact" className={legalLink}>联系我们</Link>
            页面留言，我们会尽快答复。
          </p>
        </Section>
    </LegalDocument>
  );
}
