import { Link } from "@/components/ui/link";

/** The "what we collect" part of the privacy policy: one subsection per thing we keep, with why and how long. */
export function PrivacyCollection() {
  return (
    <>
      <h2 id="what-we-collect">What we collect and why</h2>
      <p>
        You can browse Creatorkit, use the tools, read the blog and download ebooks without telling us who you
        are. We only collect the following, each for the reason given.
      </p>

      <h3>Newsletter subscribers</h3>
      <ul>
        <li>
          <strong>What:</strong> the e-mail address you enter, whether you confirmed it (we mail it once to
          ask, and send nothing else until you follow the link), whether your subscription is active, and when
          you subscribed.
        </li>
        <li>
          <strong>Why:</strong> to send you the newsletter you asked for, on the basis of your consent.
        </li>
        <li>
          <strong>How long:</strong> until you unsubscribe. Every e-mail we send has an unsubscribe link, and
          one click stops all further newsletters. We then keep the address only marked as unsubscribed, so it
          is never mailed again by mistake; ask us through the <Link href="/contact">contact page</Link> and
          we delete it entirely.
        </li>
        <li>
          <strong>No tracking in our e-mails:</strong> newsletters carry no tracking pixel and no rewritten
          links, so we do not know whether or when you open them or what you click. For each issue we keep
          only whether it was handed to the mail server for your address, so that nobody gets it twice.
        </li>
      </ul>

      <h3>Sign-ups on link-in-bio pages</h3>
      <ul>
        <li>
          <strong>What:</strong> when you leave your address in a creator&apos;s &ldquo;E-mail sign-up&rdquo;
          block, the address, the page it was left on, when, and whether you confirmed it. Until you follow
          the confirmation link we send, you are not on the list.
        </li>
        <li>
          <strong>Who sees it:</strong> the creator who owns that page, who can list, export and delete the
          addresses on it. It is their list: they decide what they send you, and you can ask them to remove
          you. Our administrators look at it only to handle abuse.
        </li>
        <li>
          <strong>How long:</strong> unconfirmed addresses are deleted after 7 days; confirmed ones until the
          creator deletes them, deletes the page, or closes their account, which deletes the list with it.
        </li>
      </ul>

      <h3>Visits to link-in-bio pages</h3>
      <ul>
        <li>
          <strong>What:</strong> when you open a creator&apos;s page or follow one of its links, we count it
          for the creator&apos;s statistics with: the country your IP address belongs to (looked up on our
          server in an offline database; the address itself is not kept), the names of your browser, operating
          system and kind of device, the website you came from (its host name only, such as instagram.com),
          and the campaign tags in the page&apos;s address (utm_source, utm_medium, utm_campaign). No cookie
          is set and nothing is shared with anyone else.
        </li>
        <li>
          <strong>Telling visitors apart:</strong> to count you once a day, we keep a hash of your IP address
          and browser mixed with a random value that is replaced every day and then deleted, so the hash
          cannot be recomputed or linked to another day&apos;s. If your browser sends Global Privacy Control
          or Do Not Track, we keep no such hash at all: your visit only adds to the totals.
        </li>
        <li>
          <strong>How long:</strong> the per-visitor rows (the hash and what that visit recorded) for today
          and yesterday only, then they are deleted. What remains are totals (for example &ldquo;40 views from
          France on mobile on 3 March&rdquo;), kept as long as the page exists; the creator sees only these.
        </li>
      </ul>

      <h3>Salted hashes of IP addresses</h3>
      <p>
        Some features need to tell visitors apart without knowing who they are. For those we never store your
        IP address itself. We store a <strong>salted hash</strong> of it: a one-way fingerprint made by mixing
        your address with a secret value known only to our server. The same address always gives the same
        hash, so we can count, but the hash cannot be turned back into your address. We use these hashes for:
      </p>
      <ul>
        <li>
          <strong>Ebook download counts:</strong> for each download, the hash, which ebook, the time and the
          browser description (user agent) your browser sends with every request. This keeps the public
          download counts honest.
        </li>
        <li>
          <strong>Blog view counts:</strong> the hash, the post and the day, so that a visitor who reads a
          post counts as one view that day however often the page is reloaded.
        </li>
        <li>
          <strong>Rate limits:</strong> a counter per hash that limits how many generations each visitor can
          run per hour and how often forms and sign-in can be tried. Failed sign-in attempts are also counted
          per account. Each counter starts again when its time window ends.
        </li>
      </ul>
      <p>
        We rely on our legitimate interest in accurate statistics, fair use of a free service and protection
        against abuse.
      </p>

      <h3>Messages you send us</h3>
      <ul>
        <li>
          <strong>What:</strong> the name, e-mail address, subject and message you enter in the contact form.
        </li>
        <li>
          <strong>Why:</strong> to read and answer your message.
        </li>
        <li>
          <strong>How long:</strong> as long as we need to deal with your request and any follow-up, then we
          delete it.
        </li>
      </ul>

      <h3>Accounts (optional)</h3>
      <p>Only if you create an account, which you need only for link-in-bio pages:</p>
      <ul>
        <li>
          <strong>Your e-mail address and a hashed password.</strong> We store a one-way hash of your
          password, never the password itself, so nobody at Creatorkit can read it.
        </li>
        <li>
          <strong>Sessions:</strong> while you are signed in, a session record with a random token, when it
          expires, and the IP address and browser description it was started from, which the sign-in system
          keeps to protect your account. Signing out ends the session.
        </li>
        <li>
          <strong>Your link-in-bio pages:</strong> whatever you add to them. These pages are public by design:
          anyone with the address can see them.
        </li>
      </ul>
      <p>
        We keep this to provide the account you asked for, for as long as you keep it. Ask us through the{" "}
        <Link href="/contact">contact page</Link> and we delete the account, its sessions and its pages.
      </p>

      <h3>What you type into the tools</h3>
      <p>
        Tool inputs are used only to produce your result. How that happens depends on how the site is set up:
      </p>
      <ul>
        <li>
          <strong>With an AI provider configured</strong>, your input is sent from our server to that provider
          (for example OpenAI, Anthropic or Google), which generates the result and processes the input under
          its own terms. The request comes from our server, so the provider does not receive your IP address
          or account details.
        </li>
        <li>
          <strong>Without one</strong>, the built-in engine processes your input on our server.
        </li>
      </ul>
      <p>
        In both cases we do not store your input or the result. Tools that check a web page, such as the
        E-E-A-T score, fetch the address you enter from our server. The PDF tools run entirely in your
        browser: your files are never uploaded and never leave your device.
      </p>

      <h3>Cookies</h3>
      <p>
        Creatorkit sets cookies only for signed-in users: the session cookies that keep you signed in. They
        are marked HttpOnly, so scripts on the page cannot read them, and they expire when you sign out or
        after about a week without use. If you never sign in, we set no cookies at all, and we ask for no
        cookie consent because there is nothing to consent to.
      </p>

      <h3>Web analytics</h3>
      <p>
        There are no advertising trackers on Creatorkit: no ad networks, no tracking pixels, no
        fingerprinting. Web analytics are off unless the site is configured with a privacy-friendly analytics
        service, and in that case it is used only to count page visits in aggregate (which pages are read,
        from which referring sites, on which kinds of devices), without advertising cookies and without
        following you across other websites.
      </p>
    </>
  );
}
