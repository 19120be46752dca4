import { Link } from "@/components/ui/link";

export function TermsSections() {
  return (
    <>
      <h2 id="agreement">1. Agreeing to these terms</h2>
      <p>
        These terms apply to everyone who uses Creatorkit: the tools, the blog, the ebooks, the newsletter and
        link-in-bio pages. By using the site you agree to them. If you do not agree, please do not use the
        site. &ldquo;We&rdquo; and &ldquo;us&rdquo; mean the people who run Creatorkit; &ldquo;you&rdquo;
        means you, the person using it.
      </p>

      <h2 id="the-service">2. The service</h2>
      <p>
        Creatorkit is free. We do not charge for the tools, the blog or the ebooks, and you do not need an
        account to use them. Because it is a free service, we may add, change or remove tools, features or
        limits at any time, and we cannot promise that the site will always be available or free of errors.
      </p>

      <h2 id="fair-use">3. Fair use and limits</h2>
      <p>
        To keep Creatorkit free for everyone, tool use is rate-limited per visitor, for example to a set
        number of generations per hour, and inputs have length limits. You agree not to get around these
        limits, for example by rotating IP addresses, running scripts or bots against the tools, scraping the
        site in bulk, or reselling access to the tools as part of another service.
      </p>

      <h2 id="accounts">4. Accounts</h2>
      <p>Accounts are optional and only needed for link-in-bio pages. If you create one, you agree to:</p>
      <ul>
        <li>be at least 13 years old, and old enough where you live to agree to these terms yourself;</li>
        <li>use an e-mail address you control and keep your password to yourself;</li>
        <li>
          take responsibility for what happens under your account, and tell us if you think it is misused.
        </li>
      </ul>
      <p>
        We may suspend or close an account that breaks these terms. You can ask us to delete your account at
        any time through the <Link href="/contact">contact page</Link>.
      </p>

      <h2 id="acceptable-use">5. Acceptable use</h2>
      <p>You agree not to use Creatorkit to create, publish or link to anything that:</p>
      <ul>
        <li>is illegal, or helps someone break the law;</li>
        <li>harasses, threatens, defames or discriminates against anyone;</li>
        <li>infringes someone else&apos;s copyright, trademark, privacy or other rights;</li>
        <li>
          deceives people, such as phishing, scams, reviews or testimonials about experiences that did not
          happen, or impersonation of a person or brand;
        </li>
        <li>is spam, malware, or links to either;</li>
        <li>sexualises minors or depicts real people in sexual content without their consent.</li>
      </ul>
      <p>
        You also agree not to attack the site: no attempts to break in, overload it, probe it for weaknesses
        without permission, or use the tools that fetch web pages to reach systems you are not allowed to
        reach.
      </p>

      <h2 id="your-content">6. Your content</h2>
      <p>
        What you type into the tools, the results they give you and the link-in-bio pages you build are yours,
        as far as the law allows. We claim no ownership over them. You give us only the permission we need to
        run the service: to process your inputs to produce results and, for link-in-bio pages, to store them
        and show them publicly at their address.
      </p>
      <p>
        You are responsible for having the rights to what you put into Creatorkit and for how you use what it
        gives you. We may remove link-in-bio pages that break these terms or the law.
      </p>

      <h2 id="ai-output">7. AI-generated output</h2>
      <p>
        Results are produced automatically, either by an AI provider or by our built-in engine. They can be
        wrong, out of date, incomplete, or similar to content others have received or published, and we do not
        check them before you see them. Review every result before you use it, and follow the rules of the
        platforms you publish on, including any rules about disclosing AI-generated content. The{" "}
        <Link href="/disclaimer">disclaimer</Link> says more.
      </p>

      <h2 id="our-content">8. Our content</h2>
      <p>
        The site&apos;s design, code, tool descriptions, blog posts and ebooks belong to Creatorkit or to the
        people who licensed them to us. You may download the ebooks and read, print and use them for your own
        personal or business purposes. You may not sell them, republish them or present them as your own work.
        Quoting short passages from the blog with a link back to the original post is welcome.
      </p>

      <h2 id="third-parties">9. Other websites and services</h2>
      <p>
        Creatorkit links to other websites, and link-in-bio pages link wherever their owners choose. We do not
        control those sites and are not responsible for their content or practices. Names such as Instagram,
        TikTok, YouTube, Facebook, LinkedIn and X belong to their owners, and Creatorkit is not affiliated
        with or endorsed by them.
      </p>

      <h2 id="no-warranty">10. No warranty</h2>
      <p>
        Creatorkit is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. As far as the law allows,
        we make no promises about the site or its results, including that they will be accurate, fit for a
        particular purpose, uninterrupted or free of errors.
      </p>

      <h2 id="liability">11. Limitation of liability</h2>
      <p>
        As far as the law allows, we are not liable for indirect or consequential losses, such as lost
        profits, lost data or damage to reputation, arising from your use of Creatorkit or of its results.
        Nothing in these terms limits liability that cannot be limited by law, or takes away rights you have
        as a consumer that cannot be waived.
      </p>

      <h2 id="ending">12. Ending your use</h2>
      <p>
        You can stop using Creatorkit at any time. We may block access for anyone who seriously or repeatedly
        breaks these terms. Sections 6 to 11 continue to apply after your use ends.
      </p>

      <h2 id="changes">13. Changes to these terms</h2>
      <p>
        We may update these terms as the site changes. When we do, we change the date at the top of this page;
        continuing to use Creatorkit afterwards means you accept the new version. If a change is significant,
        we also say so on the site.
      </p>

      <h2 id="contact">14. Contact</h2>
      <p>
        Questions about these terms? Write to us through the <Link href="/contact">contact page</Link>. How we
        handle personal data is explained in the <Link href="/privacy-policy">privacy policy</Link>.
      </p>
    </>
  );
}
