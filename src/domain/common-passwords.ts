/**
 * About 1,700 of the passwords people pick most often (lower case), written out here so the check
 * runs offline: classic top-list entries, keyboard walks, names, sports, places, and the usual
 * "word + digits/symbols" variants of the commonest words. Used by `isCommonPassword` in password.ts.
 * One password per whitespace-separated word.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh
hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey
ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer
love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
mobilemail mom monitor monitoring montana moon moscow william corvette hello martin heather secret
merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5
patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever
mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari
samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider
nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple
banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701
coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333
oliver redsox player nikita knight fender barney midnight please brandy chicago badboy slayer rangers
charles angel flower bigdaddy rabbit wizard jasper enter rachel chris steven winner adidas victoria
natasha 1q2w3e4r jasmine winter prince marine ghbdtn fishing cocacola casper james 232323 raiders
888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golf apple apples qwerty123 password1
password123 admin admin123 welcome1 abc12345 iloveyou1 princess1 1q2w3e 123abc zaq12wsx qwe123 asd123
aa123456 a123456 123456a 1qaz2wsx3edc letmein1 monkey1 dragon1 sunshine1 football1 baseball1 superman1
master1 shadow1 charlie1 michael1 jordan23 passw0rd p@ssw0rd p@ssword pa$$word pa55word passwd
password! password1! password12 password2 changeme default guest root toor user login administrator
secret1 qwertyu asdfghjkl zxcvbnm1 azerty abcdef abcdefg abcd1234 1234abcd 12341234 11223344 121314
123qweasd qweasd qweasdzxc 1qazxsw2 trustno1! mypassword mypass letmein! ilovey0u lovely loveme love123
iloveu baby babygirl angel1 butterfly liverpool chelsea1 arsenal1 manchester barcelona realmadrid
juventus football! soccer1 hello123 hello1 hellokitty kitty pokemon pikachu naruto minecraft fortnite
roblox starwars1 batman1 spiderman ironman superman123 hulk thor avengers marvel1 jedi yoda skywalker
darthvader matrix1 samsung1 iphone apple123 google facebook twitter instagram youtube linkedin yahoo
hotmail gmail outlook microsoft windows linux ubuntu oracle mysql postgres server1 computer1 internet1
network security qwerty1 qwerty12 qwerty1234 qwertyui 1qaz2wsx! asdf1234 asdfgh1 zxcv1234 1234qwerty
q1w2e3 1q2w3e4r5t 12qwaszx 1qa2ws3ed 147258369 159357 147258 258456 741852963 963852741 123789 456789
789456 246810 135790 102030 010203 112358 314159 271828 000001 101010 111222 123000 123321123
1234554321 0987654321 summer1 winter1 spring autumn fall2024 summer2024 winter2024 spring2024
summer2025 winter2025 spring2025 autumn2025 summer2026 winter2026 spring2026 january february march
april may june july august september october november december monday tuesday wednesday thursday friday
saturday sunday happy happy123 smile sweet sweetie honey sugar candy chocolate cupcake cookie1 muffin
pumpkin peaches strawberry blueberry cherry lemon mango orange1 banana1 apple1 coconut vanilla caramel
cinnamon family family1 friends friend bestfriend mommy daddy mother1 father sister brother grandma
grandpa jesus jesus1 christ god godisgood blessed faith hope grace heaven angel123 trinity church
praise america usa freedom1 liberty eagle patriot texas california florida newyork chicago1 boston1
denver dallas1 houston seattle phoenix1 atlanta miami detroit michigan illinois indiana wisconsin
milwaukee canada toronto vancouver montreal england scotland ireland germany france italy spain mexico
brazil tigger1 bandit buddy buddy1 max max123 rocky rocky1 lucky lucky1 duke bear bear1 teddy teddybear
puppy doggy kitten tiger tiger1 lion wolf fox panther jaguar cheetah dolphin shark whale turtle horse
pony unicorn dragon123 phoenix123 falcon1 hawk raven crow eagle1 owl penguin panda koala mustang1
camaro1 corvette1 porsche1 ferrari1 bmw mercedes1 audi honda toyota nissan ford chevy dodge jeep
harley1 yamaha1 ducati kawasaki suzuki volvo tesla jaguar1 lexus subaru mazda music guitar1 piano drums
singer rock rockstar metallica nirvana beatles eminem rihanna beyonce dancer dance soccer12 hockey1
basketball tennis1 golf1 baseball12 football12 runner swimming cheer cheerleader gymnast skater surfer
hunter1 fishing1 camping outdoor nature garden flowers rose red blue green yellow1 purple1 pink black
white silver1 gold golden diamond1 ruby emerald sapphire pearl crystal1 star stars starlight moonlight
sunrise sunset rainbow thunder1 lightning storm shadow123 ninja samurai warrior knight1 king queen
prince1 princess123 royal lord master123 boss killer1 hacker hacked pass123 pass1234 password1234
password12345 admin1 admin1234 root123 test123 test1 testing testing123 demo demo123 sample example
temp temp123 temporary newpass newpassword letmein123 welcome123 welcome2024 welcome2025 welcome2026
hello2024 hello2025 hello2026 changeme1 changeme123 default1 guest123 user123 user1 login123 access1
access123 secure secure1 security1 private confidential qwerty! qwerty1! 1qaz@wsx zaq1@wsx p@ssw0rd1
p@ssw0rd! p@$$w0rd passw0rd1 passw0rd! pa$$w0rd pa$$word1 adm1n adm1n123 r00t s3cr3t s3cret l3tm31n
w3lc0me iloveyou2 iloveyou! loveyou loveyou1 mylove lover lovers romance kisses kiss hugs forever1
alexander alex alexis amber andrea1 angela anna ashley1 barbara benjamin betty brian brittany carlos
carol caroline catherine charlotte christian christina christopher daniel1 david deborah dennis diana
donald donna dorothy elizabeth emily emma eric frank gabriel gary george1 hannah1 harry helen henry
isabella jack jacob james1 jason jeffrey jennifer1 jeremy jessica1 john johnson jonathan jose joseph1
joshua1 julia justin1 karen katherine kelly kenneth kevin kimberly larry laura linda lisa madison
margaret maria mark mary matthew1 megan melissa1 michelle1 mike nancy natalie nathan nicholas nicole1
olivia pamela patricia patrick1 paul peter rachel1 raymond rebecca richard1 robert1 ronald ryan
samantha1 sandra sarah scott sharon sophia stephanie steven1 susan thomas1 timothy tyler victoria1
walter william1 zachary trouble whatever1 nothing something everything anything nobody somebody person
people human dragons monkey123 monkeys donkey turkey chicken1 rooster cowboy1 cowgirl pirate pirates
captain soldier army navy marines airforce police sheriff ranger1 rangers1 hunter12 sniper gunner
matrix123 neo morpheus zion oracle1 cypher cipher enigma mystery secret123 hidden unknown computer123
laptop desktop keyboard mouse monitor1 printer office work job money1 money123 cash dollar dollars rich
million billion bitcoin crypto wallet bank banking finance qwertz qwertzuiop ytrewq poiuytrewq mnbvcxz
lkjhgfdsa asdfghjkl1 zxcvbnm123 qazwsxedc 1234567a 12345678a 123456789a a1234567 a12345678 1a2b3c4d
a1b2c3d4 a1b2c3 abc123456 abcabc aaaaaa1 aaaaaaaa bbbbbb cccccc dddddd zzzzzz qqqqqq wwwwww 1111111
1111111111 2222222 12121212 13131313 123412341234 121212121 696969696 7777777777 9999999 99999999
00000000 0000000000 password123! password2023 password2024 password2025 password2026 password01
password69 password99 password007 password@123 password#1 qwerty123! qwerty2023 qwerty2024 qwerty2025
qwerty2026 qwerty01 qwerty69 qwerty99 qwerty007 qwerty@123 qwerty#1 letmein12 letmein1234 letmein1!
letmein123! letmein2023 letmein2024 letmein2025 letmein2026 letmein01 letmein69 letmein99 letmein007
letmein@123 letmein#1 welcome12 welcome1234 welcome! welcome1! welcome123! welcome2023 welcome01
welcome69 welcome99 welcome007 welcome@123 welcome#1 monkey12 monkey1234 monkey! monkey1! monkey123!
monkey2023 monkey2024 monkey2025 monkey2026 monkey01 monkey69 monkey99 monkey007 monkey@123 monkey#1
dragon12 dragon1234 dragon! dragon1! dragon123! dragon2023 dragon2024 dragon2025 dragon2026 dragon01
dragon69 dragon99 dragon007 dragon@123 dragon#1 sunshine12 sunshine123 sunshine1234 sunshine!
sunshine1! sunshine123! sunshine2023 sunshine2024 sunshine2025 sunshine2026 sunshine01 sunshine69
sunshine99 sunshine007 sunshine@123 sunshine#1 iloveyou12 iloveyou123 iloveyou1234 iloveyou1!
iloveyou123! iloveyou2023 iloveyou2024 iloveyou2025 iloveyou2026 iloveyou01 iloveyou69 iloveyou99
iloveyou007 iloveyou@123 iloveyou#1 princess12 princess1234 princess! princess1! princess123!
princess2023 princess2024 princess2025 princess2026 princess01 princess69 princess99 princess007
princess@123 princess#1 football123 football1234 football1! football123! football2023 football2024
football2025 football2026 football01 football69 football99 football007 football@123 football#1
baseball123 baseball1234 baseball! baseball1! baseball123! baseball2023 baseball2024 baseball2025
baseball2026 baseball01 baseball69 baseball99 baseball007 baseball@123 baseball#1 master12 master1234
master! master1! master123! master2023 master2024 master2025 master2026 master01 master69 master99
master007 master@123 master#1 shadow12 shadow1234 shadow! shadow1! shadow123! shadow2023 shadow2024
shadow2025 shadow2026 shadow01 shadow69 shadow99 shadow007 shadow@123 shadow#1 superman12 superman1234
superman! superman1! superman123! superman2023 superman2024 superman2025 superman2026 superman01
superman69 superman99 superman007 superman@123 superman#1 batman12 batman123 batman1234 batman!
batman1! batman123! batman2023 batman2024 batman2025 batman2026 batman01 batman69 batman99 batman007
batman@123 batman#1 michael12 michael123 michael1234 michael! michael1! michael123! michael2023
michael2024 michael2025 michael2026 michael01 michael69 michael99 michael007 michael@123 michael#1
jordan1 jordan12 jordan123 jordan1234 jordan! jordan1! jordan123! jordan2023 jordan2024 jordan2025
jordan2026 jordan01 jordan69 jordan99 jordan007 jordan@123 jordan#1 charlie12 charlie123 charlie1234
charlie! charlie1! charlie123! charlie2023 charlie2024 charlie2025 charlie2026 charlie01 charlie69
charlie99 charlie007 charlie@123 charlie#1 admin12 admin! admin1! admin123! admin2023 admin2024
admin2025 admin2026 admin01 admin69 admin99 admin007 admin@123 admin#1 hello12 hello1234 hello! hello1!
hello123! hello2023 hello01 hello69 hello99 hello007 hello@123 hello#1 freedom12 freedom123 freedom1234
freedom! freedom1! freedom123! freedom2023 freedom2024 freedom2025 freedom2026 freedom01 freedom69
freedom99 freedom007 freedom@123 freedom#1 summer12 summer123 summer1234 summer! summer1! summer123!
summer2023 summer01 summer69 summer99 summer007 summer@123 summer#1 winter12 winter123 winter1234
winter! winter1! winter123! winter2023 winter01 winter69 winter99 winter007 winter@123 winter#1
trustno11 trustno112 trustno1123 trustno11234 trustno11! trustno1123! trustno12023 trustno12024
trustno12025 trustno12026 trustno101 trustno169 trustno199 trustno1007 trustno1@123 trustno1#1
whatever12 whatever123 whatever1234 whatever! whatever1! whatever123! whatever2023 whatever2024
whatever2025 whatever2026 whatever01 whatever69 whatever99 whatever007 whatever@123 whatever#1 login1
login12 login1234 login! login1! login123! login2023 login2024 login2025 login2026 login01 login69
login99 login007 login@123 login#1 abc1 abc12 abc1234 abc! abc1! abc123! abc2023 abc2024 abc2025
abc2026 abc01 abc69 abc99 abc007 abc@123 abc#1 computer12 computer1234 computer! computer1!
computer123! computer2023 computer2024 computer2025 computer2026 computer01 computer69 computer99
computer007 computer@123 computer#1 starwars12 starwars123 starwars1234 starwars! starwars1!
starwars123! starwars2023 starwars2024 starwars2025 starwars2026 starwars01 starwars69 starwars99
starwars007 starwars@123 starwars#1 soccer123 soccer1234 soccer! soccer1! soccer123! soccer2023
soccer2024 soccer2025 soccer2026 soccer01 soccer69 soccer99 soccer007 soccer@123 soccer#1 hockey12
hockey123 hockey1234 hockey! hockey1! hockey123! hockey2023 hockey2024 hockey2025 hockey2026 hockey01
hockey69 hockey99 hockey007 hockey@123 hockey#1 ranger12 ranger123 ranger1234 ranger! ranger1!
ranger123! ranger2023 ranger2024 ranger2025 ranger2026 ranger01 ranger69 ranger99 ranger007 ranger@123
ranger#1 tigger12 tigger123 tigger1234 tigger! tigger1! tigger123! tigger2023 tigger2024 tigger2025
tigger2026 tigger01 tigger69 tigger99 tigger007 tigger@123 tigger#1 pepper1 pepper12 pepper123
pepper1234 pepper! pepper1! pepper123! pepper2023 pepper2024 pepper2025 pepper2026 pepper01 pepper69
pepper99 pepper007 pepper@123 pepper#1 cookie12 cookie123 cookie1234 cookie! cookie1! cookie123!
cookie2023 cookie2024 cookie2025 cookie2026 cookie01 cookie69 cookie99 cookie007 cookie@123 cookie#1
maggie1 maggie12 maggie123 maggie1234 maggie! maggie1! maggie123! maggie2023 maggie2024 maggie2025
maggie2026 maggie01 maggie69 maggie99 maggie007 maggie@123 maggie#1 buster1 buster12 buster123
buster1234 buster! buster1! buster123! buster2023 buster2024 buster2025 buster2026 buster01 buster69
buster99 buster007 buster@123 buster#1 hunter123 hunter1234 hunter! hunter1! hunter123! hunter2023
hunter2024 hunter2025 hunter2026 hunter01 hunter69 hunter99 hunter007 hunter@123 hunter#1 killer12
killer123 killer1234 killer! killer1! killer123! killer2023 killer2024 killer2025 killer2026 killer01
killer69 killer99 killer007 killer@123 killer#1 ginger1 ginger12 ginger123 ginger1234 ginger! ginger1!
ginger123! ginger2023 ginger2024 ginger2025 ginger2026 ginger01 ginger69 ginger99 ginger007 ginger@123
ginger#1 jessica12 jessica123 jessica1234 jessica! jessica1! jessica123! jessica2023 jessica2024
jessica2025 jessica2026 jessica01 jessica69 jessica99 jessica007 jessica@123 jessica#1 ashley12
ashley123 ashley1234 ashley! ashley1! ashley123! ashley2023 ashley2024 ashley2025 ashley2026 ashley01
ashley69 ashley99 ashley007 ashley@123 ashley#1 jennifer12 jennifer123 jennifer1234 jennifer!
jennifer1! jennifer123! jennifer2023 jennifer2024 jennifer2025 jennifer2026 jennifer01 jennifer69
jennifer99 jennifer007 jennifer@123 jennifer#1 daniel12 daniel123 daniel1234 daniel! daniel1!
daniel123! daniel2023 daniel2024 daniel2025 daniel2026 daniel01 daniel69 daniel99 daniel007 daniel@123
daniel#1 andrew1 andrew12 andrew123 andrew1234 andrew! andrew1! andrew123! andrew2023 andrew2024
andrew2025 andrew2026 andrew01 andrew69 andrew99 andrew007 andrew@123 andrew#1 matrix12 matrix1234
matrix! matrix1! matrix123! matrix2023 matrix2024 matrix2025 matrix2026 matrix01 matrix69 matrix99
matrix007 matrix@123 matrix#1
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.trim().split(/\s+/));
