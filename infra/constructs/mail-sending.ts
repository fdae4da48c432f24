import { ArnFormat, CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PublicHostedZone } from 'aws-cdk-lib/aws-route53';
import {
  ConfigurationSet,
  ConfigurationSetEventDestination,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  MailFromBehaviorOnMxFailure,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { senderDomain } from '../config';
import { acknowledge } from './nag';

export interface MailSendingProps {
  /** PhysicianContracts-<stage>: names the configuration set and the feedback topic (one each per stage). */
  readonly prefix: string;
  readonly senderEmail: string;
  /** See `sesIdentity` in infra/config.ts. */
  readonly identity: 'domain' | 'email' | 'existing';
  /** @default mail.<sender domain> */
  readonly mailFromDomain?: string;
  /** Where the domain identity's records are created. @default none: they are stack outputs */
  readonly hostedZone?: { readonly id: string; readonly name: string };
  /**
   * Keep a created identity when the stack goes (a protected stage): another stage of the account
   * may reference it (`existing`), and re-verifying a domain means new DNS records.
   */
  readonly retain: boolean;
}

/**
 * How the product sends mail: the SES identity (a domain with Easy DKIM and a custom MAIL FROM
 * domain, an address, or one verified before and only referenced), and a configuration set that
 * every send names, which publishes bounces and complaints to an SNS topic (the recordMailFeedback
 * job subscribes) and keeps SES's own suppression list for them.
 */
export class MailSending extends Construct {
  /** The identity's ARN: SendEmail is granted on it (with the sender pinned by ses:FromAddress). */
  readonly identityArn: string;
  readonly configurationSetName: string;
  readonly configurationSetArn: string;
  readonly feedbackTopic: Topic;
  /** The identity this stack made, if it made one (an `existing` identity is only referenced). */
  readonly identity?: EmailIdentity;

  constructor(scope: Construct, id: string, props: MailSendingProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const domain = senderDomain(props.senderEmail);
    const mailFromDomain = props.mailFromDomain ?? `mail.${domain}`;

    const configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: props.prefix,
      reputationMetrics: true,
      // SES's own account-level list too, for these reasons: a belt to the product's suppressions.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSetName = configurationSet.configurationSetName;
    this.configurationSetArn = stack.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSetName,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });

    // Bounce and complaint events carry the recipient's address; the topic is TLS only and has one
    // subscriber, the function that records them.
    this.feedbackTopic = new Topic(this, 'FeedbackTopic', {
      topicName: `${props.prefix}-mail-feedback`,
      displayName: `${props.prefix} SES bounces and complaints`,
      enforceSSL: true,
    });
    acknowledge(
      this.feedbackTopic,
      'SNS2',
      'SES publishes to it: an encrypted topic would need a customer managed key whose policy lets ses.amazonaws.com use it; messages go at once to one Lambda subscriber over TLS.',
    );
    new ConfigurationSetEventDestination(this, 'Feedback', {
      configurationSet,
      destination: EventDestination.snsTopic(this.feedbackTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    const identityName = props.identity === 'email' ? props.senderEmail : domain;
    if (props.identity === 'existing') {
      // Verified earlier (the console, another stage of this account): referenced by name, so this
      // stack neither fails with AlreadyExists nor deletes it on destroy.
      this.identityArn = EmailIdentity.fromEmailIdentityName(this, 'Identity', identityName).emailIdentityArn;
      new CfnOutput(this, 'SesIdentity', { value: identityName, description: 'The SES identity mail is sent from (referenced, not managed here)' });
      return;
    }

    if (props.identity === 'email') {
      // SES e-mails a confirmation link to the address; nothing is delivered until it is clicked.
      this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.email(props.senderEmail) });
    } else {
      const zone = props.hostedZone
        ? PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', { hostedZoneId: props.hostedZone.id, zoneName: props.hostedZone.name })
        : undefined;
      this.identity = new EmailIdentity(this, 'Identity', {
        // With a hosted zone, CDK writes the DKIM CNAMEs and the MAIL FROM MX and SPF records there.
        identity: zone ? Identity.publicHostedZone(zone) : Identity.domain(domain),
        // Easy DKIM: SES signs with its own keys, published as three CNAMEs; 2048-bit keys.
        dkimSigning: true,
        dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
        mailFromDomain,
        // Until the MAIL FROM records resolve, send with amazonses.com rather than refuse.
        mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
      });
      if (!zone) {
        // The records to publish at the domain's DNS host, as outputs (name → value).
        this.identity.dkimRecords.forEach((record, index) => {
          new CfnOutput(this, `DkimRecord${index + 1}`, {
            value: `${record.name} CNAME ${record.value}`,
            description: `Easy DKIM: publish this CNAME record (${index + 1} of 3)`,
          });
        });
        new CfnOutput(this, 'MailFromMx', {
          value: `${mailFromDomain} MX 10 feedback-smtp.${stack.region}.amazonses.com`,
          description: 'Custom MAIL FROM: publish this MX record',
        });
        new CfnOutput(this, 'MailFromSpf', {
          value: `${mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`,
          description: 'Custom MAIL FROM: publish this SPF (TXT) record',
        });
      }
      new CfnOutput(this, 'Dmarc', {
        value: `_dmarc.${domain} TXT "v=DMARC1; p=none; rua=mailto:dmarc@${domain}"`,
        description: 'DMARC: publish a policy if the domain has none (start with p=none, then quarantine)',
      });
    }
    if (props.retain) this.identity.applyRemovalPolicy(RemovalPolicy.RETAIN);
    this.identityArn = this.identity.emailIdentityArn;
  }
}
