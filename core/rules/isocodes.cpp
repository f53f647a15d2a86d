// SPDX-License-Identifier: GPL-3.0-or-later
#include "isocodes.h"

#include <algorithm>
#include <cstring>

// The lists are facts of the standards as published (ISO 639 through its
// registration authorities' tables, ISO 3166-1 as maintained, ISO 15924), one
// fixed-width record after another in sorted order, so a lookup is a binary
// search without any start-up cost.

namespace {

// ISO 639-1 language codes (185 codes, 2 characters each, sorted).
constexpr char Iso639Part1[] = "aaabaeafakamanarasavayazbabebgbhbibmbnbobrbscacechcocrcscucvcyda"
                               "dedvdzeeeleneoeseteufafffifjfofrfygagdglgngugvhahehihohrhthuhyhz"
                               "iaidieigiiikioisitiujajvkakgkikjkkklkmknkokrkskukvkwkylalblgliln"
                               "loltlulvmgmhmimkmlmnmrmsmtmynanbndnengnlnnnonrnvnyocojomorospapi"
                               "plpsptqurmrnrorurwsascsdsesgshsiskslsmsnsosqsrssstsusvswtatetgth"
                               "titktltntotrtstttwtyugukuruzvevivowawoxhyiyozazhzu";

// ISO 639-2 (bibliographic and terminology) and ISO 639-3 language codes (7996 codes, 3 characters
// each, sorted).
constexpr char Iso639ThreeLetter[] =
    "aaaaabaacaadaaeaafaagaahaaiaakaalaanaaoaapaaqaaraasaataauaawaaxaazabaabb"
    "abcabdabeabfabgabhabiabjabkablabmabnaboabpabqabrabsabtabuabvabwabxabyabz"
    "acaacbacdaceacfachaciackaclacmacnacpacqacracsactacuacvacwacxacyaczadaadb"
    "addadeadfadgadhadiadjadladnadoadqadradsadtaduadwadxadyadzaeaaebaecaedaee"
    "aekaelaemaenaeqaeraesaeuaewaeyaezafaafbafdafeafgafhafiafkafnafoafpafrafs"
    "aftafuafzagaagbagcagdageagfaggaghagiagjagkaglagmagnagoagqagragsagtaguagv"
    "agwagxagyagzahaahbahgahhahiahkahlahmahnahoahpahrahsahtaiaaibaicaidaieaif"
    "aigaihaiiaijaikailaimainaioaipaiqairaitaiwaixaiyajaajgajiajnajpajsajuajw"
    "ajzakaakbakcakdakeakfakgakhakiakjakkaklakmakoakpakqakraksaktakuakvakwakx"
    "akyakzalaalbalcaldalealfalgalhalialjalkallalmalnaloalpalqalralsaltalualw"
    "alxalyalzamaambamcameamfamgamhamiamjamkamlammamnamoampamqamramsamtamuamv"
    "amwamxamyamzanaanbancandaneanfanganhanianjankanlanmannanoanpanqanransant"
    "anuanvanwanxanyanzaoaaobaocaodaoeaofaogaoiaojaokaolaomaonaoraosaotaouaox"
    "aozapaapbapcapdapeapfapgaphapiapjapkaplapmapnapoappapqaprapsaptapuapvapw"
    "apxapyapzaqcaqdaqgaqkaqmaqnaqpaqraqtaqzaraarbarcardareargarhariarjarkarl"
    "armarnaroarparqarrarsartaruarvarwarxaryarzasaasbascaseasfasgashasiasjask"
    "aslasmasnasoaspasqasrassastasuasvaswasxasyaszataatbatcatdateatgathatiatj"
    "atkatlatmatnatoatpatqatratsattatuatvatwatxatyatzauaaubaucaudaugauhauiauj"
    "aukaulaumaunauoaupauqaurausautauuauwauxauyauzavaavbavdaveaviavkavlavmavn"
    "avoavsavtavuavvawaawbawcaweawgawhawiawkawmawnawoawrawsawtawuawvawwawxawy"
    "axbaxeaxgaxkaxlaxmaxxayaaybaycaydayeaygayhayiaykaylaymaynayoaypayqayrays"
    "aytayuayzazaazbazdazeazgazjazmaznazoaztazzbaababbacbadbaebafbagbahbaibaj"
    "bakbalbambanbaobapbaqbarbasbatbaubavbawbaxbaybbabbbbbcbbdbbebbfbbgbbhbbi"
    "bbjbbkbblbbmbbnbbobbpbbqbbrbbsbbtbbubbvbbwbbxbbybcabcbbccbcdbcebcfbcgbch"
    "bcibcjbckbclbcmbcnbcobcpbcqbcrbcsbctbcubcvbcwbcybczbdabdbbdcbddbdebdfbdg"
    "bdhbdibdjbdkbdlbdmbdnbdobdpbdqbdrbdsbdtbdubdvbdwbdxbdybdzbeabebbecbedbee"
    "befbegbehbeibejbekbelbembenbeobepbeqberbesbetbeubevbewbexbeybezbfabfbbfc"
    "bfdbfebffbfgbfhbfibfjbfkbflbfmbfnbfobfpbfqbfrbfsbftbfubfwbfxbfybfzbgabgb"
    "bgcbgdbgebgfbggbgibgjbgkbglbgnbgobgpbgqbgrbgsbgtbgubgvbgwbgxbgybgzbhabhb"
    "bhcbhdbhebhfbhgbhhbhibhjbhlbhmbhnbhobhpbhqbhrbhsbhtbhubhvbhwbhxbhybhzbia"
    "bibbidbiebifbigbihbikbilbimbinbiobipbiqbirbisbitbiubivbiwbixbiybizbjabjb"
    "bjcbjebjfbjgbjhbjibjjbjkbjlbjmbjnbjobjpbjrbjsbjtbjubjvbjwbjxbjybjzbkabkc"
    "bkdbkfbkgbkhbkibkjbkkbklbkmbknbkobkpbkqbkrbksbktbkubkvbkwbkxbkybkzblablb"
    "blcbldbleblfblhblibljblkbllblmblnbloblpblqblrblsbltblvblwblxblyblzbmabmb"
    "bmcbmdbmebmfbmgbmhbmibmjbmkbmlbmmbmnbmobmpbmqbmrbmsbmtbmubmvbmwbmxbmzbna"
    "bnbbncbndbnebnfbngbnibnjbnkbnlbnmbnnbnobnpbnqbnrbnsbntbnubnvbnwbnxbnybnz"
    "boabobbodboebofbogbohboibojbokbolbombonboobopboqborbosbotboubovbowboxboy"
    "bozbpabpcbpdbpebpgbphbpibpjbpkbplbpmbpnbpobppbpqbprbpsbptbpubpvbpwbpxbpy"
    "bpzbqabqbbqcbqdbqfbqgbqhbqibqjbqkbqlbqmbqnbqobqpbqqbqrbqsbqtbqubqvbqwbqx"
    "bqybqzbrabrbbrcbrdbrebrfbrgbrhbribrjbrkbrlbrmbrnbrobrpbrqbrrbrsbrtbrubrv"
    "brwbrxbrybrzbsabsbbscbsebsfbsgbshbsibsjbskbslbsmbsnbsobspbsqbsrbssbstbsu"
    "bsvbswbsxbsybtabtcbtdbtebtfbtgbthbtibtjbtkbtmbtnbtobtpbtqbtrbtsbttbtubtv"
    "btwbtxbtybtzbuabubbucbudbuebufbugbuhbuibujbukbulbumbunbuobupbuqburbusbut"
    "buubuvbuwbuxbuybuzbvabvbbvcbvdbvebvfbvgbvhbvibvjbvkbvlbvmbvnbvobvpbvqbvr"
    "bvtbvubvvbvwbvxbvybvzbwabwbbwcbwdbwebwfbwgbwhbwibwjbwkbwlbwmbwnbwobwpbwq"
    "bwrbwsbwtbwubwwbwxbwybwzbxabxbbxcbxdbxebxfbxgbxhbxibxjbxkbxlbxmbxnbxobxp"
    "bxqbxrbxsbxubxvbxwbxzbyabybbycbydbyebyfbygbyhbyibyjbykbylbymbynbyobypbyq"
    "byrbysbytbyvbywbyxbyzbzabzbbzcbzdbzebzfbzgbzhbzibzjbzkbzlbzmbznbzobzpbzq"
    "bzrbzsbztbzubzvbzwbzxbzybzzcaacabcaccadcaecafcagcahcaicajcakcalcamcancao"
    "capcaqcarcascatcaucavcawcaxcaycazcbbcbccbdcbgcbicbjcbkcblcbncbocbqcbrcbs"
    "cbtcbucbvcbwcbycccccdcceccgcchccjcclccmccoccpccrcdacdecdfcdhcdicdjcdmcdn"
    "cdocdrcdscdycdzceacebcegcekcelcencescetceycfacfdcfgcfmcgacgccggcgkchachb"
    "chcchdchechfchgchhchichjchkchlchmchnchochpchqchrchtchuchvchwchxchychzcia"
    "cibciccidciecihcikcimcincipcirciwciycjacjecjhcjicjkcjmcjncjocjpcjscjvcjy"
    "ckbckhcklckmcknckockqckrckscktckuckvckxckyckzclaclccldcleclhclicljclkcll"
    "clmclocltcluclwclycmacmccmecmgcmicmlcmmcmncmocmrcmscmtcnacnbcnccngcnhcni"
    "cnkcnlcnocnpcnqcnrcnscntcnucnwcnxcoacobcoccodcoecofcogcohcojcokcolcomcon"
    "coocopcoqcorcoscotcoucovcowcoxcozcpacpbcpccpecpfcpgcpicpncpocppcpscpucpx"
    "cpycqdcracrbcrccrdcrecrfcrgcrhcricrjcrkcrlcrmcrncrocrpcrqcrrcrscrtcrvcrw"
    "crxcrycrzcsacsbcsccsdcsecsfcsgcshcsicsjcskcslcsmcsncsocspcsqcsrcsscstcsv"
    "cswcsxcsycszctactcctdctectgcthctlctmctnctoctpctscttctuctyctzcuacubcuccuh"
    "cuicujcukculcuocupcuqcurcuscutcuucuvcuwcuxcuycvgcvncwacwbcwdcwecwgcwtcya"
    "cybcymcyoczeczhczkcznczocztdaadacdaddaedagdahdaidajdakdaldamdandaodaqdar"
    "dasdaudavdawdaxdaydazdbadbbdbddbedbfdbgdbidbjdbldbmdbndbodbpdbqdbrdbtdbu"
    "dbvdbwdbydccdcrddadddddeddgddiddjddnddoddrddsddwdecdeddeedefdegdehdeidek"
    "deldemdendepdeqderdesdeudevdezdgadgbdgcdgddgedggdghdgidgkdgldgndgodgrdgs"
    "dgtdgwdgxdgzdhddhgdhidhldhmdhndhodhrdhsdhudhvdhwdhxdiadibdicdiddifdigdih"
    "diidijdikdildimdindiodipdiqdirdisdiudivdiwdixdiydizdjadjbdjcdjddjedjfdji"
    "djjdjkdjmdjndjodjrdjudjwdkadkgdkkdkrdksdkxdlgdlkdlmdlndmadmbdmcdmddmedmf"
    "dmgdmkdmldmmdmodmrdmsdmudmvdmwdmxdmydnadnddnedngdnidnjdnkdnndnodnrdntdnu"
    "dnvdnwdnydoadobdocdoedofdohdoidokdoldondoodopdoqdordosdotdovdowdoxdoydoz"
    "dppdradrbdrcdrddredrgdridrldrndrodrqdrsdrtdrudrydsbdsedshdsidsldsndsodsq"
    "dszdtadtbdtddthdtidtkdtmdtndtodtpdtrdtsdttdtudtyduadubducduedufdugduhdui"
    "dukduldumdunduodupduqdurdusdutduuduvduwduxduyduzdvadwadwkdwrdwsdwudwwdwy"
    "dwzdyadybdyddygdyidymdyndyodyudyydzadzedzgdzldzndzoeaaebcebgebkeboebrebu"
    "ecrecsecyeeeefaefeefiegaeglegmegoegyehsehueipeiteivejaekaekeekgekiekkekl"
    "ekmekoekpekrekyeleelhelielkellelmeloeluelxemaembemeemgemiemkemmemnempemq"
    "emsemuemwemxemyemzenaenbencendenfengenhenlenmennenoenqenrenuenvenwenxeot"
    "epiepoeraergerherierkeroerrerserterweseesgeshesieskeslesmesnesoesqessest"
    "esuesyetbetcethetnetoetretsettetuetxetzeuseveevhevneweewoexteyaeyoezaeze"
    "faafabfadfaffagfahfaifajfakfalfamfanfaofapfarfasfatfaufaxfayfazfblfcsfer"
    "ffiffmfgrfiafiefiffijfilfinfipfirfitfiufiwfkkfkvflaflhflifllflnflrflyfmp"
    "fmufnbfngfnifodfoifomfonforfosfpefqsfrafrcfrdfrefrkfrmfrofrpfrqfrrfrsfrt"
    "fryfsefslfssfubfucfudfuefuffuhfuifujfulfumfunfuqfurfutfuufuvfuyfvrfwafwe"
    "gaagabgacgadgaegafgaggahgaigajgakgalgamgangaogapgaqgargasgatgaugawgaxgay"
    "gazgbagbbgbdgbegbfgbggbhgbigbjgbkgblgbmgbngbogbpgbqgbrgbsgbugbvgbwgbxgby"
    "gbzgccgcdgcegcfgclgcngcrgctgdagdbgdcgddgdegdfgdggdhgdigdjgdkgdlgdmgdngdo"
    "gdqgdrgdsgdtgdugdxgeagebgecgedgefgeggehgeigejgekgelgemgeogeqgergesgevgew"
    "gexgeygezgfkgftggaggbggdggegggggkgglggtgguggwghaghcgheghhghkghlghnghoghr"
    "ghsghtgiagibgicgidgiegiggihgiigilgimgingipgiqgirgisgitgiugiwgixgiygizgjk"
    "gjmgjngjrgjugkagkdgkegkngkogkpgkuglaglbglcgldgleglgglhgljglkgllgloglrglu"
    "glvglwglygmagmbgmdgmggmhgmlgmmgmngmrgmugmvgmxgmygmzgnagnbgncgndgnegnggnh"
    "gnignjgnkgnlgnmgnngnognqgnrgntgnugnwgnzgoagobgocgodgoegofgoggohgoigojgok"
    "golgomgongoogopgoqgorgosgotgougovgowgoxgoygozgpagpegpngqagqigqngqrgqugra"
    "grbgrcgrdgregrggrhgrigrjgrmgrngrogrqgrrgrsgrtgrugrvgrwgrxgrygrzgsegsggsl"
    "gsmgsngsogspgssgswgtagtuguagubgucgudguegufgugguhguigujgukgulgumgunguogup"
    "guqgurgusgutguuguwguxguzgvagvcgvegvfgvjgvlgvmgvngvogvpgvrgvsgvygwagwbgwc"
    "gwdgwegwfgwggwigwjgwmgwngwrgwtgwugwwgwxgxxgyagybgydgyegyfgyggyigylgymgyn"
    "gyogyrgyygyzgzagzigznhaahabhachadhaehafhaghahhaihajhakhalhamhanhaohaphaq"
    "harhashathauhavhawhaxhayhazhbahbbhbnhbohbshbuhcahchhdnhdshdyheahebhedheg"
    "hehheihemherhgmhgwhhihhrhhyhiahibhidhifhighihhiihijhikhilhimhinhiohirhit"
    "hiwhixhjihkahkehkhhkkhknhkshlahlbhldhlehlthluhmahmbhmchmdhmehmfhmghmhhmi"
    "hmjhmkhmlhmmhmnhmohmphmqhmrhmshmthmuhmvhmwhmyhmzhnahndhnehnghnhhnihnjhnn"
    "hnohnshnuhoahobhochodhoehohhoihojholhomhoohophorhoshothovhowhoyhozhpohps"
    "hrahrchrehrkhrmhrohrphrthruhrvhrwhrxhrzhsbhshhslhsnhsshtihtohtshtuhtxhub"
    "huchudhuehufhughuhhuihujhukhulhumhunhuohuphuqhurhushuthuuhuvhuwhuxhuyhuz"
    "hvchvehvkhvnhvvhwahwchwohyahyehywiaiianiaribaibbibdibeibgibhiblibmibnibo"
    "ibribuibyicaiceichiclicridaidbidciddideidiidoidridsidtiduifaifbifeiffifk"
    "ifmifuifyigbigeiggigligmignigoigsigwihbihiihpihwiiiiinijcijeijjijnijoijs"
    "ikeikiikkiklikoikpikriksiktikuikvikwikxikzilailbileilgiliilkilmiloilpils"
    "iluilvimaimiimlimnimoimrimsimtimyinainbincindineinginhinjinlinminninoinp"
    "insintinzioriouiowipiipkipoiquiqwiraireirhiriirkirniroirriruirxiryisaisc"
    "isdiseisgishisiiskislismisnisoisristisuitaitbitditeitiitkitlitmitoitrits"
    "ittitvitwitxityitziumivbivviwkiwmiwoiwsixcixliyaiyoiyxizhizrizzjaajabjac"
    "jadjaejafjahjajjakjaljamjanjaojaqjasjatjaujavjaxjayjazjbejbijbjjbkjbmjbn"
    "jbojbrjbtjbujbwjcsjctjdajdgjdtjebjeejehjeijekjeljenjerjetjeujgbjgejgkjgo"
    "jhijhsjiajibjicjidjiejigjihjiijiljimjiojiqjitjiujivjiyjjejjrjkajkmjkojkp"
    "jkrjksjkujlejlsjmajmbjmcjmdjmijmljmnjmrjmsjmwjmxjnajndjngjnijnjjnljnsjob"
    "jodjogjorjosjowjpajpnjprjqrjrajrbjrrjrtjrujsljuajubjucjudjuhjuijukjuljum"
    "junjuojupjurjusjutjuujuwjuyjvdjvnjwijyajyejyykaakabkackadkaekafkagkahkai"
    "kajkakkalkamkankaokapkaqkarkaskatkaukavkawkaxkaykazkbakbbkbckbdkbekbgkbh"
    "kbikbjkbkkblkbmkbnkbokbpkbqkbrkbskbtkbukbvkbwkbxkbykbzkcakcbkcckcdkcekcf"
    "kcgkchkcikcjkckkclkcmkcnkcokcpkcqkcrkcskctkcukcvkcwkcxkcykczkdakdckddkde"
    "kdfkdgkdhkdikdjkdkkdlkdmkdnkdpkdqkdrkdtkdukdwkdxkdykdzkeakebkeckedkeekef"
    "kegkehkeikejkekkelkemkenkeokepkeqkerkesketkeukevkewkexkeykezkfakfbkfckfd"
    "kfekffkfgkfhkfikfjkfkkflkfmkfnkfokfpkfqkfrkfskftkfukfvkfwkfxkfykfzkgakgb"
    "kgekgfkggkgikgjkgkkglkgmkgnkgokgpkgqkgrkgskgtkgukgvkgwkgxkgykhakhbkhckhd"
    "khekhfkhgkhhkhikhjkhkkhlkhmkhnkhokhpkhqkhrkhskhtkhukhvkhwkhxkhykhzkiakib"
    "kickidkiekifkigkihkiikijkikkilkimkinkiokipkiqkirkiskitkiukivkiwkixkiykiz"
    "kjakjbkjckjdkjekjgkjhkjikjjkjkkjlkjmkjnkjokjpkjqkjrkjskjtkjukjvkjxkjykjz"
    "kkakkbkkckkdkkekkfkkgkkhkkikkjkkkkklkkmkknkkokkpkkqkkrkkskktkkukkvkkwkkx"
    "kkykkzklaklbklckldkleklfklgklhklikljklkkllklmklnkloklpklqklrklskltkluklv"
    "klwklxklyklzkmakmbkmckmdkmekmfkmgkmhkmikmjkmkkmlkmmkmnkmokmpkmqkmrkmskmt"
    "kmukmvkmwkmxkmykmzknaknbknckndkneknfkngkniknjknkknlknmknnknoknpknqknrkns"
    "kntknuknvknwknxknyknzkoakockodkoekofkogkohkoikokkolkomkonkookopkoqkorkos"
    "kotkoukovkowkoykozkpakpbkpckpdkpekpfkpgkphkpikpjkpkkplkpmkpnkpokpqkprkps"
    "kptkpukpvkpwkpxkpykpzkqakqbkqckqdkqekqfkqgkqhkqikqjkqkkqlkqmkqnkqokqpkqq"
    "kqrkqskqtkqukqvkqwkqxkqykqzkrakrbkrckrdkrekrfkrhkrikrjkrkkrlkrnkrokrpkrr"
    "krskrtkrukrvkrwkrxkrykrzksaksbkscksdkseksfksgkshksiksjkskkslksmksnksoksp"
    "ksqksrksskstksuksvkswksxksykszktaktbktcktdktektfktgkthktiktjktkktlktmktn"
    "ktoktpktqktskttktuktvktwktxktyktzkuakubkuckudkuekufkugkuhkuikujkukkulkum"
    "kunkuokupkuqkurkuskutkuukuvkuwkuxkuykuzkvakvbkvckvdkvekvfkvgkvhkvikvjkvk"
    "kvlkvmkvnkvokvpkvqkvrkvtkvukvvkvwkvxkvykvzkwakwbkwckwdkwekwfkwgkwhkwikwj"
    "kwkkwlkwmkwnkwokwpkwrkwskwtkwukwvkwwkwxkwykwzkxakxbkxckxdkxfkxhkxikxjkxk"
    "kxmkxnkxokxpkxqkxrkxskxtkxvkxwkxxkxykxzkyakybkyckydkyekyfkygkyhkyikyjkyk"
    "kylkymkynkyokypkyqkyrkyskytkyukyvkywkyxkyykyzkzakzbkzckzdkzekzfkzgkzikzk"
    "kzlkzmkznkzokzpkzqkzrkzskzukzvkzwkzxkzykzzlaalablacladlaelaflaglahlailaj"
    "lallamlanlaolaplaqlarlaslatlaulavlawlaxlaylazlbblbclbelbflbglbilbjlbklbl"
    "lbmlbnlbolbqlbrlbslbtlbulbvlbwlbxlbylbzlcclcdlcelcflchlcllcmlcplcqlcslda"
    "ldblddldgldhldildjldkldlldmldnldoldpldqlealeblecledleeleflehleilejleklel"
    "lemlenleolepleqlerlesletleulevlewlexleylezlfalfnlgalgblgglghlgilgklgllgm"
    "lgnlgolgqlgrlgtlgulgzlhalhhlhilhllhmlhnlhplhslhtlhulialibliclidlieliflig"
    "lihlijliklillimlinliolipliqlirlislitliulivliwlixliylizljaljeljiljlljpljw"
    "ljxlkalkblkclkdlkelkhlkilkjlkllkmlknlkolkrlkslktlkulkyllallbllclldllellf"
    "llgllhllilljllklllllmllnllpllqllsllullxlmalmblmclmdlmelmflmglmhlmilmjlmk"
    "lmllmnlmolmplmqlmrlmulmvlmwlmxlmylnalnblndlnglnhlnilnjlnllnmlnnlnslnulnw"
    "lnzloaloblocloelofloglohloilojloklollomlonlooloploqlorloslotloulovlowlox"
    "loylozlpalpelpnlpolpxlqrlralrclrelrglrilrklrllrmlrnlrolrrlrtlrvlrzlsalsb"
    "lsclsdlselshlsilsllsmlsnlsolsplsrlsslstlsvlswlsyltcltglthltiltnltoltsltu"
    "ltzlualublucludlueluflugluilujluklullumlunluolupluqlurluslutluuluvluwluy"
    "luzlvalvilvklvslvulwalwelwglwhlwllwmlwolwslwtlwulwwlxmlyalyglynlzhlzllzn"
    "lzzmaamabmacmadmaemafmagmahmaimajmakmalmammanmaomapmaqmarmasmatmaumavmaw"
    "maxmaymazmbambbmbcmbdmbembfmbhmbimbjmbkmblmbmmbnmbombpmbqmbrmbsmbtmbumbv"
    "mbwmbxmbymbzmcamcbmccmcdmcemcfmcgmchmcimcjmckmclmcmmcnmcomcpmcqmcrmcsmct"
    "mcumcvmcwmcxmcymczmdamdbmdcmddmdemdfmdgmdhmdimdjmdkmdlmdmmdnmdpmdqmdrmds"
    "mdtmdumdvmdwmdxmdymdzmeamebmecmedmeemefmehmeimejmekmelmemmenmeomepmeqmer"
    "mesmetmeumevmewmeymezmfamfbmfcmfdmfemffmfgmfhmfimfjmfkmflmfmmfnmfomfpmfq"
    "mfrmfsmftmfumfvmfwmfxmfymfzmgamgbmgcmgdmgemgfmggmghmgimgjmgkmglmgmmgnmgo"
    "mgpmgqmgrmgsmgtmgumgvmgwmgymgzmhamhbmhcmhdmhemhfmhgmhimhjmhkmhlmhmmhnmho"
    "mhpmhqmhrmhsmhtmhumhwmhxmhymhzmiamibmicmidmiemifmigmihmiimijmikmilmimmin"
    "miomipmiqmirmismitmiumiwmixmiymizmjbmjcmjdmjemjgmjhmjimjjmjkmjlmjmmjnmjo"
    "mjpmjqmjrmjsmjtmjumjvmjwmjxmjymjzmkamkbmkcmkdmkemkfmkgmkhmkimkjmkkmklmkm"
    "mknmkomkpmkqmkrmksmktmkumkvmkwmkxmkymkzmlamlbmlcmlemlfmlgmlhmlimljmlkmll"
    "mlmmlnmlomlpmlqmlrmlsmltmlumlvmlwmlxmlzmmammbmmcmmdmmemmfmmgmmhmmimmjmmk"
    "mmlmmmmmnmmommpmmqmmrmmtmmummvmmwmmxmmymmzmnamnbmncmndmnemnfmngmnhmnimnj"
    "mnkmnlmnmmnnmnomnpmnqmnrmnsmnumnvmnwmnxmnymnzmoamocmodmoemogmohmoimojmok"
    "mommonmoomopmoqmormosmotmoumovmowmoxmoymozmpampbmpcmpdmpempgmphmpimpjmpk"
    "mplmpmmpnmpomppmpqmprmpsmptmpumpvmpwmpxmpympzmqamqbmqcmqemqfmqgmqhmqimqj"
    "mqkmqlmqmmqnmqomqpmqqmqrmqsmqtmqumqvmqwmqxmqymqzmramrbmrcmrdmremrfmrgmrh"
    "mrimrjmrkmrlmrmmrnmromrpmrqmrrmrsmrtmrumrvmrwmrxmrymrzmsamsbmscmsdmsemsf"
    "msgmshmsimsjmskmslmsmmsnmsomspmsqmsrmssmsumsvmswmsxmsymszmtamtbmtcmtdmte"
    "mtfmtgmthmtimtjmtkmtlmtmmtnmtomtpmtqmtrmtsmttmtumtvmtwmtxmtymuamubmucmud"
    "muemugmuhmuimujmukmulmummunmuomupmuqmurmusmutmuumuvmuxmuymuzmvamvbmvdmve"
    "mvfmvgmvhmvimvkmvlmvnmvomvpmvqmvrmvsmvtmvumvvmvwmvxmvymvzmwamwbmwcmwemwf"
    "mwgmwhmwimwkmwlmwmmwnmwomwpmwqmwrmwsmwtmwumwvmwwmwzmxamxbmxcmxdmxemxfmxg"
    "mxhmximxjmxkmxlmxmmxnmxomxpmxqmxrmxsmxtmxumxvmxwmxxmxymxzmyamybmycmyemyf"
    "mygmyhmyjmykmylmymmynmyomypmyrmysmyumyvmywmyxmyymyzmzamzbmzcmzdmzemzgmzh"
    "mzimzjmzkmzlmzmmznmzomzpmzqmzrmzsmztmzumzvmzwmzxmzymzznaanabnacnaenafnag"
    "nahnainajnaknalnamnannaonapnaqnarnasnatnaunavnawnaxnaynaznbanbbnbcnbdnbe"
    "nbgnbhnbinbjnbknblnbmnbnnbonbpnbqnbrnbsnbtnbunbvnbwnbyncancbnccncdncencf"
    "ncgnchncincjncknclncmncnnconcqncrncsnctncuncxnczndandbndcnddndendfndgndh"
    "ndindjndkndlndmndnndondpndqndrndsndtndundvndwndxndyndzneanebnecnedneenef"
    "negnehneinejneknemnenneonepneqnernesnetneunevnewnexneyneznfanfdnflnfrnfu"
    "ngangbngcngdngenggnghngingjngknglngmngnngpngqngrngsngtngungvngwngxngyngz"
    "nhanhbnhcnhdnhenhfnhgnhhnhinhknhmnhnnhonhpnhqnhrnhtnhunhvnhwnhxnhynhznia"
    "nibnicnidnienifnignihniinijniknilnimninnioniqnirnisnitniunivniwnixniyniz"
    "njanjbnjdnjhnjinjjnjlnjmnjnnjonjrnjsnjtnjunjxnjynjznkankbnkcnkdnkenkfnkg"
    "nkhnkinkjnkknkmnknnkonkpnkqnkrnksnktnkunkvnkwnkxnkznlanlcnldnlenlgnlinlj"
    "nlknllnlmnlonlqnlunlvnlwnlxnlynlznmanmbnmcnmdnmenmfnmgnmhnminmjnmknmlnmm"
    "nmnnmonmpnmqnmrnmsnmtnmunmvnmwnmxnmynmznnannbnncnndnnennfnngnnhnninnjnnk"
    "nnlnnmnnnnnonnpnnqnnrnntnnunnvnnwnnynnznoanobnocnodnoenofnognohnoinojnok"
    "nolnomnonnopnoqnornosnotnounovnownoynoznpanpbnpgnphnpinplnpnnponpsnpunpx"
    "npynqgnqknqlnqmnqnnqonqqnqtnqynranrbnrcnrenrfnrgnrinrknrlnrmnrnnrpnrrnrt"
    "nrunrxnrznsansbnscnsdnsensfnsgnshnsinsknslnsmnsnnsonspnsqnsrnssnstnsunsv"
    "nswnsxnsynszntdntentgntintjntkntmntontpntrntuntwntxntyntznuanubnucnudnue"
    "nufnugnuhnuinujnuknulnumnunnuonupnuqnurnusnutnuunuvnuwnuxnuynuznvhnvmnvo"
    "nwanwbnwcnwenwgnwinwmnwonwrnwwnwxnwynxanxdnxenxgnxinxknxlnxmnxnnxonxqnxr"
    "nxxnyanybnycnydnyenyfnygnyhnyinyjnyknylnymnynnyonypnyqnyrnysnytnyunyvnyw"
    "nyxnyynzanzbnzdnzinzknzmnzsnzunzynzzoaaoacoaroavobiobkoblobmoboobrobtobu"
    "ocaochociocmocoocuodaodkodtoduofoofsofuogbogcogeoggogooguohtohuoiaoieoin"
    "ojbojcojgojiojpojsojvojwokaokbokcokdokeokgokhokiokjokkoklokmoknokookroks"
    "okuokvokxokzolaoldoleolkolmoloolroltoluomaombomcomgomiomkomlomnomoompomr"
    "omtomuomwomxomyonaonboneongonionjonkonnonoonponronsontonuonwonxoodoogoon"
    "ooroosopaopkopmopooptopyoraorcoreorgorhoriormornoroorrorsortoruorvorworx"
    "oryorzosaoscosiosnosoospossostosuosxotaotbotdoteotiotkotlotmotnotootqotr"
    "otsottotuotwotxotyotzouaouboueouioumovdowiowloyboydoymoyyozmpaapabpacpad"
    "paepafpagpahpaipakpalpampanpaopappaqparpaspaupavpawpaxpaypazpbbpbcpbepbf"
    "pbgpbhpbipblpbmpbnpbopbppbrpbspbtpbupbvpbypcapcbpccpcdpcepcfpcgpchpcipcj"
    "pckpclpcmpcnpcppcwpdapdcpdipdnpdopdtpdupeapebpedpeepefpegpehpeipejpekpel"
    "pempeopeppeqperpespevpexpeypezpfapfepflpgapgdpggpgipgkpglpgnpgspgupgzpha"
    "phdphgphhphiphjphkphlphmphnphophqphrphtphuphvphwpiapibpicpidpiepifpigpih"
    "pijpilpimpinpiopippirpispitpiupivpiwpixpiypizpjtpkapkbpkcpkgpkhpknpkopkp"
    "pkrpkspktpkuplaplbplcpldpleplgplhplipljplkpllplnploplqplrplspltpluplvplw"
    "plyplzpmapmbpmdpmepmfpmhpmipmjpmkpmlpmmpmnpmopmqpmrpmspmtpmwpmxpmypmzpna"
    "pnbpncpndpnepngpnhpnipnjpnkpnlpnmpnnpnopnppnqpnrpnspntpnupnvpnwpnxpnypnz"
    "pocpoepofpogpohpoipokpolpomponpoopoppoqporpospotpovpowpoxpoyppeppippkppl"
    "ppmppnppopppppqppspptppupqapqmpraprcprdpreprfprgprhpriprkprlprmprnproprp"
    "prqprrprsprtpruprwprxprzpsapscpsdpsepsgpshpsipslpsmpsnpsopsppsqpsrpsspst"
    "psupswpsyptapthptiptnptoptpptqptrpttptuptvptwptypuapubpucpudpuepufpugpui"
    "pujpumpuopuppuqpurpusputpuupuwpuxpuypwapwbpwgpwipwmpwnpwopwrpwwpxmpyepym"
    "pynpyspyupyxpyypzhpznquaqubqucqudquequfqugquhquiqukqulqumqunqupquqqurqus"
    "quvquwquxquyquzqvaqvcqveqvhqviqvjqvlqvmqvnqvoqvpqvsqvwqvyqvzqwaqwcqwhqwm"
    "qwsqwtqxaqxcqxhqxlqxnqxoqxpqxqqxrqxsqxtqxuqxwqyaqypraarabracradrafragrah"
    "rairajrakralramranraorapraqrarrasratrauravrawraxrayrazrbbrbkrblrbprcfrdb"
    "rearebreeregreirejrelremrenrerresretreyrgargergkrgnrgrrgsrgurhgrhpriarib"
    "rifrilrimrinrirritriurjgrjirjsrkarkbrkhrkirkmrktrkwrmarmbrmcrmdrmermfrmg"
    "rmhrmirmkrmlrmmrmnrmormprmqrmsrmtrmurmvrmwrmxrmyrmzrnbrndrngrnlrnnrnprnr"
    "rnwroarobrocrodroerofrogrohrolromronrooroprorrourowrpnrptrrirrorrtrsbrsk"
    "rslrsmrsnrtcrthrtmrtsrtwrubrucruerufrugruhruirukrumrunruorupruqrusrutruu"
    "ruyruzrwarwkrwlrwmrworwrrxdrxwrynrysryurzhsaasabsacsadsaesafsagsahsaisaj"
    "saksalsamsansaosaqsarsassatsausavsawsaxsaysazsbasbbsbcsbdsbesbfsbgsbhsbi"
    "sbjsbksblsbmsbnsbosbpsbqsbrsbssbtsbusbvsbwsbxsbysbzscbscescfscgschscisck"
    "sclscnscoscpscqscssctscuscvscwscxsdasdbsdcsdesdfsdgsdhsdjsdksdlsdnsdosdp"
    "sdqsdrsdssdtsdusdxsdzseasebsecsedseesefsegsehseisejsekselsemsenseosepseq"
    "sersessetseusevsewseysezsfbsfesfmsfssfwsgasgbsgcsgdsgesggsghsgisgjsgksgm"
    "sgnsgpsgrsgssgtsgusgwsgxsgysgzshashbshcshdsheshgshhshishjshkshlshmshnsho"
    "shpshqshrshsshtshushvshwshxshyshzsiasibsidsiesifsigsihsiisijsiksilsimsin"
    "siosipsiqsirsissitsiusivsiwsixsiysizsjasjbsjdsjesjgsjksjlsjmsjnsjosjpsjr"
    "sjssjtsjusjwskaskbskcskdskeskfskgskhskiskjskmsknskoskpskqskrskssktskuskv"
    "skwskxskyskzslaslcsldsleslfslgslhslisljslksllslmslnsloslpslqslrslssltslu"
    "slvslwslxslyslzsmasmbsmcsmesmfsmgsmhsmismjsmksmlsmmsmnsmosmpsmqsmrsmssmt"
    "smusmvsmwsmxsmysmzsnasncsndsnesnfsngsnisnjsnksnlsnmsnnsnosnpsnqsnrsnssnu"
    "snvsnwsnxsnysnzsoasobsocsodsoesogsohsoisojsoksolsomsonsoosopsoqsorsossot"
    "sousovsowsoxsoysozspaspbspcspdspespgspispksplspmspnsposppspqsprspssptspu"
    "spvspxspysqasqhsqisqksqmsqnsqosqqsqrsqssqtsqusqxsrasrbsrcsrdsresrfsrgsrh"
    "srisrksrlsrmsrnsrosrpsrqsrrsrssrtsrusrvsrwsrxsrysrzssassbsscssdssessfssg"
    "sshssissjssksslssmssnssosspssqssrssssstssussvsswssxssysszstastbstdstestf"
    "stgsthstistjstkstlstmstnstostpstqstrstssttstustvstwstysuasubsucsuesugsui"
    "sujsuksunsuosuqsursussutsuvsuwsuxsuysuzsvasvbsvcsvesvksvmsvssvxswaswbswc"
    "sweswfswgswhswiswjswkswlswmswnswoswpswqswrswsswtswuswvswwswxswysxbsxcsxe"
    "sxgsxksxlsxmsxnsxosxrsxssxusxwsyasybsycsyisyksylsymsynsyosyrsyssywsyxsyy"
    "szaszbszcszdszeszgszlsznszpszsszvszwszytaatabtactadtaetaftagtahtaitajtak"
    "taltamtantaotaptaqtartastattautavtawtaxtaytaztbatbctbdtbetbftbgtbhtbitbj"
    "tbktbltbmtbntbotbptbrtbstbttbutbvtbwtbxtbytbztcatcbtcctcdtcetcftcgtchtci"
    "tcktcltcmtcntcotcptcqtcstcttcutcwtcxtcytcztdatdbtdctddtdetdftdgtdhtditdj"
    "tdktdltdmtdntdotdqtdrtdstdttdvtdxtdyteatebtectedteeteftegtehteitekteltem"
    "tenteotepteqtertestetteutevtewtexteyteztfitfntfotfrtfttgatgbtgctgdtgetgf"
    "tghtgitgjtgktgltgntgotgptgqtgrtgstgttgutgvtgwtgxtgytgzthathdthethfthhthi"
    "thkthlthmthnthpthqthrthsthtthuthvthythztiatibtictiftigtihtiitijtiktiltim"
    "tintiotiptiqtirtistittiutivtiwtixtiytiztjatjgtjitjjtjltjmtjntjotjptjstju"
    "tjwtkatkbtkdtketkftkgtkltkmtkntkptkqtkrtkstkttkutkvtkwtkxtkztlatlbtlctld"
    "tlftlgtlhtlitljtlktlltlmtlntlotlptlqtlrtlstlttlutlvtlxtlytmatmbtmctmdtme"
    "tmftmgtmhtmitmjtmktmltmmtmntmotmqtmrtmstmttmutmvtmwtmytmztnatnbtnctndtng"
    "tnhtnitnktnltnmtnntnotnptnqtnrtnstnttnutnvtnwtnxtnytnztobtoctodtoftogtoh"
    "toitojtoktoltomtontootoptoqtortostoutovtowtoxtoytoztpatpctpetpftpgtpitpj"
    "tpktpltpmtpntpotpptpqtprtpttputpvtpwtpxtpytpztqbtqltqmtqntqotqptqqtqrtqt"
    "tqutqwtratrbtrctrdtretrftrgtrhtritrjtrltrmtrntrotrptrqtrrtrstrttrutrvtrw"
    "trxtrytrztsatsbtsctsdtsetsgtshtsitsjtsktsltsmtsntsotsptsqtsrtsststtsutsv"
    "tswtsxtsytszttattbttcttdttettfttgtthttittjttkttlttmttnttottpttqttrttsttt"
    "ttuttvttwttyttztuatubtuctudtuetuftugtuhtuitujtuktultumtuntuotuptuqturtus"
    "tuttuutuvtuxtuytuztvatvdtvetvktvltvmtvntvotvstvttvutvwtvxtvytwatwbtwctwd"
    "twetwftwgtwhtwitwltwmtwntwotwptwqtwrtwttwutwwtwxtwytxatxbtxctxetxgtxhtxi"
    "txjtxmtxntxotxqtxrtxstxttxutxxtxytyatyetyhtyityjtyltyntyptyrtystyttyutyv"
    "tyxtyytyztzatzhtzjtzltzmtzntzotzxuamuanuarubaubiublubrubuubyudaudeudgudi"
    "udjudludmuduuesufiugaugbugeughugnugougyuhauhnuiguisuivujiukaukgukhukiukk"
    "uklukpukqukruksukuukvukwukyulaulbulculeulfuliulkullulmulnuluulwumaumbumc"
    "umdumgumiummumnumoumpumrumsumuunaunduneunguniunkunmunnunrunuunxunzuonupi"
    "upvuraurburcurdureurfurgurhuriurkurlurmurnurourpurrurturuurvurwurxuryurz"
    "usaushusiuskuspussusuutauteuthutputrutuuumuuruuuuveuvhuvluwauyauzbuznuzs"
    "vaavaevafvagvahvaivajvalvamvanvaovapvarvasvauvavvayvbbvbkvecvedvelvemven"
    "veovepvervgrvgtvicvidvievifvigvilvinvisvitvivvkavkjvkkvklvkmvknvkovkpvkt"
    "vkuvkzvlpvlsvmavmbvmcvmdvmevmfvmgvmhvmivmjvmkvmlvmmvmpvmqvmrvmsvmuvmvvmw"
    "vmxvmyvmzvnkvnmvnpvolvorvotvravrovrsvrtvsivslvsvvtovumvunvutvwawaawabwac"
    "wadwaewafwagwahwaiwajwakwalwamwanwaowapwaqwarwaswatwauwavwawwaxwaywazwba"
    "wbbwbewbfwbhwbiwbjwbkwblwbmwbpwbqwbrwbswbtwbvwbwwcawciwddwdgwdjwdkwdtwdu"
    "wdyweawecwedwegwehweiwelwemwenweowepwerweswetweuwewwfgwgawgbwggwgiwgowgu"
    "wgywhawhgwhkwhuwibwicwiewifwigwihwiiwijwikwilwimwinwirwiuwivwiywjawjiwka"
    "wkbwkdwklwkrwkuwkwwkywlawlcwlewlgwlhwliwlkwllwlmwlnwlowlrwlswluwlvwlwwlx"
    "wlywmawmbwmcwmdwmewmgwmhwmiwmmwmnwmowmswmtwmwwmxwnbwncwndwnewngwniwnkwnm"
    "wnnwnownpwnuwnwwnywoawobwocwodwoewofwogwoiwokwolwomwonwooworwoswowwoywpc"
    "wrbwrgwrhwriwrkwrlwrmwrnwrowrpwrrwrswruwrvwrwwrxwrywrzwsawsgwsiwskwsrwss"
    "wsuwsvwtfwthwtiwtkwtmwtwwuawubwudwuhwulwumwunwurwutwuuwuvwuxwuywwawwbwwo"
    "wwrwwwwxawxwwybwyiwymwynwyrwyyxaaxabxacxadxaexagxaixajxakxalxamxanxaoxap"
    "xaqxarxasxatxauxavxawxayxbbxbcxbdxbexbgxbixbjxbmxbnxboxbpxbrxbwxbyxcbxcc"
    "xcexcgxchxclxcmxcnxcoxcrxctxcuxcvxcwxcyxdaxdcxdkxdmxdoxdqxdyxebxedxegxel"
    "xemxepxerxesxetxeuxfaxgaxgbxgdxgfxggxgixglxgmxgrxguxgwxhaxhcxhdxhexhmxho"
    "xhrxhtxhuxhvxibxiixilxinxirxisxivxiyxjbxjtxkaxkbxkcxkdxkexkfxkgxkixkjxkk"
    "xklxknxkoxkpxkqxkrxksxktxkuxkvxkwxkxxkyxkzxlaxlbxlcxldxlexlgxlixlnxloxlp"
    "xlsxluxlyxmaxmbxmcxmdxmexmfxmgxmhxmjxmkxmlxmmxmnxmoxmpxmqxmrxmsxmtxmuxmv"
    "xmwxmxxmyxmzxnaxnbxngxnhxnixnjxnkxnmxnnxnoxnqxnrxnsxntxnuxnyxnzxocxodxog"
    "xoixokxomxonxooxopxorxowxpaxpbxpcxpdxpexpfxpgxphxpixpjxpkxplxpmxpnxpoxpp"
    "xpqxprxpsxptxpuxpvxpwxpxxpyxpzxqaxqtxraxrbxrdxrexrgxrixrmxrnxrrxrtxruxrw"
    "xsaxsbxscxsdxsexshxsixsjxslxsmxsnxsoxspxsqxsrxssxsuxsvxsyxtaxtbxtcxtdxte"
    "xtgxthxtixtjxtlxtmxtnxtoxtpxtqxtrxtsxttxtuxtvxtwxtyxuaxubxudxugxujxulxum"
    "xunxuoxupxurxutxuuxvexvixvnxvoxvsxwaxwcxwdxwexwgxwjxwkxwlxwoxwrxwtxwwxxb"
    "xxkxxmxxrxxtxyaxybxyjxykxylxytxyyxzhxzmxzpyaayabyacyadyaeyafyagyahyaiyaj"
    "yakyalyamyanyaoyapyaqyaryasyatyauyavyawyaxyayyazybaybbybeybhybiybjybkybl"
    "ybmybnyboybxybyychyclycnycpydayddydeydgydkyeayecyeeyeiyejyelyeryesyetyeu"
    "yevyeyygaygiyglygmygpygrygsyguygwyhayhdyhlyhsyiayidyifyigyihyiiyijyikyil"
    "yimyinyipyiqyiryisyityiuyivyixyizykaykgykiykkyklykmyknykoykryktykuykyyla"
    "ylbyleylgyliyllylmylnyloylryluylyymbymcymdymeymgymhymiymkymlymmymnymoymp"
    "ymqymrymsymxymzynayndyneyngynkynlynnynoynqynsynuyobyogyoiyokyolyomyonyor"
    "yotyoxyoyypaypbypgyphypkypmypnypoyppypzyrayrbyreyrkyrlyrmyrnyroyrsyrwyry"
    "yscysdysgyslysmysnysoyspysryssysyytaytlytpytwytyyuayubyucyudyueyufyugyui"
    "yujyukyulyumyunyupyuqyuryutyuwyuxyuyyuzyvayvtywaywgywlywnywqywrywtywuyww"
    "yxayxgyxlyxmyxuyxyyyryyuyyzyzgyzkzaazabzaczadzaezafzagzahzaizajzakzalzam"
    "zaozapzaqzarzaszatzauzavzawzaxzayzazzbazbczbezblzbtzbuzbwzcazcdzchzdjzea"
    "zegzehzenzgazgbzghzgmzgnzgrzhazhbzhdzhizhnzhozhwziazibzikzilzimzinziwziz"
    "zkazkbzkdzkgzkhzkkzknzkozkpzkrzktzkuzkvzkzzlazljzlmzlnzlqzmazmbzmczmdzme"
    "zmfzmgzmhzmizmjzmkzmlzmmzmnzmozmpzmqzmrzmszmtzmuzmvzmwzmxzmyzmzznazndzne"
    "zngznkznszoczohzomzoozoqzorzoszpazpbzpczpdzpezpfzpgzphzpizpjzpkzplzpmzpn"
    "zpozppzpqzprzpszptzpuzpvzpwzpxzpyzpzzqezrazrgzrnzrozrpzrszsazskzslzsmzsr"
    "zsuzteztgztlztmztnztpztqztszttztuztxztyzuazuhzulzumzunzuyzwazxxzybzygzyj"
    "zynzypzzazzj";

// The three-letter codes of the languages that also have an ISO 639-1 code (205 codes, 3 characters
// each, sorted).
constexpr char Iso639ThreeLetterWithPart1[] =
    "aarabkafrakaalbamharaargarmasmavaaveaymazebakbambaqbelbenbihbisbodbosbre"
    "bulburcatceschachechichuchvcorcoscrecymczedandeudivdutdzoellengepoesteus"
    "ewefaofasfijfinfrafrefryfulgeogerglagleglgglvgregrngujhathauhbshebherhin"
    "hmohrvhunhyeiboiceidoiiiikuileinaindipkislitajavjpnkalkankaskatkaukazkhm"
    "kikkinkirkomkonkorkuakurlaolatlavlimlinlitltzlublugmacmahmalmaomarmaymkd"
    "mlgmltmonmrimsamyanaunavnblndendonepnldnnonobnornyaociojioriormosspanper"
    "plipolporpusquerohronrumrunrussagsansinslksloslvsmesmosnasndsomsotspasqi"
    "srdsrpsswsunswaswetahtamtatteltgktglthatibtirtontsntsotukturtwiuigukrurd"
    "uzbvenvievolwelwlnwolxhoyidyorzhazhozul";

// Assigned ISO 3166-1 alpha-2 country codes (249 codes, 2 characters each, sorted).
constexpr char Iso3166Alpha2[] = "ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBS"
                                 "BTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEE"
                                 "EGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHM"
                                 "HNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLC"
                                 "LILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNA"
                                 "NCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURW"
                                 "SASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTO"
                                 "TRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW";

// ISO 15924 script codes, as written (title case) (182 codes, 4 characters each, sorted).
constexpr char Iso15924[] = "AdlmAfakAghbAhomArabAranArmiArmnAvstBaliBamuBassBatkBengBhksBlis"
                            "BopoBrahBraiBugiBuhdCakmCansCariChamCherCirtCoptCprtCyrlCyrsDeva"
                            "DsrtDuplEgydEgyhEgypElbaEthiGeokGeorGlagGothGranGrekGujrGuruHanb"
                            "HangHaniHanoHansHantHatrHebrHiraHluwHmngHrktHungIndsItalJamoJava"
                            "JpanJurcKaliKanaKharKhmrKhojKitlKitsKndaKoreKpelKthiLanaLaooLatf"
                            "LatgLatnLekeLepcLimbLinaLinbLisuLomaLyciLydiMahjMandManiMarcMaya"
                            "MendMercMeroMlymModiMongMoonMrooMteiMultMymrNarbNbatNewaNkgbNkoo"
                            "NshuOgamOlckOrkhOryaOsgeOsmaPalmPaucPermPhagPhliPhlpPhlvPhnxPiqd"
                            "PlrdPrtiQaaaQabxRjngRoroRunrSamrSaraSarbSaurSgnwShawShrdSiddSind"
                            "SinhSoraSundSyloSyrcSyreSyrjSyrnTagbTakrTaleTaluTamlTangTavtTelu"
                            "TengTfngTglgThaaThaiTibtTirhUgarVaiiVispWaraWoleXpeoXsuxYiiiZinh"
                            "ZmthZsyeZsymZxxxZyyyZzzz";

// UN M.49 areas that language tags use as regions (world, continents and
// sub-regions; "419" is Latin America and the Caribbean).
constexpr char M49Areas[] = "001002003005009011013014015017018019021029030034035039053054057061"
                            "142143145150151154155202419";

// Copies code into out in the case the table is written in (kind: 'l' lower, 'u'
// upper, 't' title, 'd' digits); false when it is not width ASCII letters or digits.
bool normalise(QStringView code, qsizetype width, char kind, char *out)
{
    if (code.size() != width)
        return false;
    for (qsizetype i = 0; i < width; ++i) {
        const char16_t c = code[i].unicode();
        if (kind == 'd') {
            if (c < u'0' || c > u'9')
                return false;
            out[i] = char(c);
            continue;
        }
        char lower;
        if (c >= u'a' && c <= u'z')
            lower = char(c);
        else if (c >= u'A' && c <= u'Z')
            lower = char(c - u'A' + u'a');
        else
            return false;
        const bool upper = kind == 'u' || (kind == 't' && i == 0);
        out[i] = upper ? char(lower - 'a' + 'A') : lower;
    }
    return true;
}

template <size_t N>
bool inTable(const char (&table)[N], QStringView code, qsizetype width, char kind)
{
    char key[4];
    if (!normalise(code, width, kind, key))
        return false;
    const size_t count = (N - 1) / size_t(width);
    size_t lo = 0, hi = count;
    while (lo < hi) {
        const size_t mid = (lo + hi) / 2;
        const int c = std::memcmp(table + mid * size_t(width), key, size_t(width));
        if (c == 0)
            return true;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

} // namespace

namespace IsoCodes {

bool isLanguage2(QStringView code)
{
    return inTable(Iso639Part1, code, 2, 'l');
}

bool isLanguage3(QStringView code)
{
    return inTable(Iso639ThreeLetter, code, 3, 'l');
}

bool isLanguage3WithoutPart1(QStringView code)
{
    return isLanguage3(code) && !inTable(Iso639ThreeLetterWithPart1, code, 3, 'l');
}

bool isCountry(QStringView code)
{
    return inTable(Iso3166Alpha2, code, 2, 'u');
}

bool isM49Area(QStringView code)
{
    return inTable(M49Areas, code, 3, 'd');
}

bool isScript(QStringView code)
{
    return inTable(Iso15924, code, 4, 't');
}

} // namespace IsoCodes
